import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import { HeroPhoto } from "../../components/hero-photo.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { reportedResult, resultBody, shownResults } from "../results-data.ts";
import type { Route } from "./+types/resultado";
import { resultPage } from "./result-page.ts";
import "./resultado.css";

/** "Borrador", on the dev server only (a build has no drafts): not in the page's first load. */
const DraftBadge = lazy(() =>
  import("../../components/draft-badge.tsx").then((module) => ({ default: module.DraftBadge })),
);

/**
 * Runs when the page is prerendered (build time): the result of this address (one page
 * per result with a report, react-router.config.ts), with the league's score when it
 * published one, its report (HTML made from the file's Markdown at build time), all its
 * words, link preview and schema.org data. The browser gets them as the page's data,
 * never every result, nor the words' code, in its code.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const result = reportedResult(await shownResults(), params.id);
  const body = result && resultBody(result.id);
  if (!result || body === undefined) throw data("Resultado no encontrado", { status: 404 });
  return { ...resultPage(result), body };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description }) : [];

/**
 * A result's page (`/resultados/<id>`): the score as the title, the match in a sentence,
 * the sets, whether the score is the league's, the photo, the club's report, and the
 * way to the team's other results and to its page.
 */
export default function ResultadoPage({ loaderData }: Route.ComponentProps) {
  const { result, title, lead, sets, official, links, body, event } = loaderData;
  return (
    <>
      <PageHero title={title} lead={lead} photo={result.image && <HeroPhoto image={result.image} />}>
        {(sets || official || result.draft) && (
          <p className="resultado__marks">
            {sets && <span>{sets}</span>}
            {official && <span className="resultado__official">{official}</span>}
            {result.draft && (
              <Suspense>
                <DraftBadge />
              </Suspense>
            )}
          </p>
        )}
      </PageHero>
      <article className="container resultado">
        {/* The file's Markdown made HTML at build time by micromark, which never lets HTML typed in the text through. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made from the content file at build time, escaped */}
        <div className="resultado__texto" dangerouslySetInnerHTML={{ __html: body }} />
        <nav aria-label={links.label} className="resultado__nav">
          <Link to={links.teamResults.to} className="button">
            {links.teamResults.label}
          </Link>
          <Link to={links.teamPage.to} className="button button--ghost">
            {links.teamPage.label}
          </Link>
        </nav>
      </article>
      <JsonLd data={event} />
    </>
  );
}
