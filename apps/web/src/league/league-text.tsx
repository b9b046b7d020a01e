import type { TextBlock } from "../site-data/basquet.ts";

/**
 * A league page's story block below the table (the team, the club's volleyball): its
 * heading, named by `id`, and its paragraphs. Shared by the pages' static parts.
 */
export function LeagueText({ id, block }: { id: string; block: TextBlock }) {
  return (
    <section aria-labelledby={id} className="league-page__text">
      <h2 id={id}>{block.title}</h2>
      {block.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}
