import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { voleyEquipoPhoto } from "../content/club-photos.ts";
import { VOLLEY_INDEX as PAGE } from "../content/voley-index.ts";
import { leaguePreloads } from "../league/early-data.ts";
import { leagueEndpoint } from "../league/endpoints.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/voley";
import { VolleyBoard } from "./voley/volley-board.tsx";
import "./voley/voley.css";

const firstDivision = PAGE.board.divisions[0]?.id ?? "tira-a";

/** Build time: the club's photo, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ photo: voleyEquipoPhoto });

/** The board's first call (the first division's table) starts with the page; the rest follow it one by one (docs/product.md#calls). */
export const meta = () => [
  ...pageMeta({ title: PAGE.title, description: PAGE.lead }),
  ...leaguePreloads([leagueEndpoint(`voley/${firstDivision}`, "standings")]),
];

/** The volleyball division page: Tira A/B table and matches first, then history, our teams, the school. */
export default function VoleyPage({ loaderData }: Route.ComponentProps) {
  const { history, teams, school } = PAGE;
  return (
    <>
      <PageHero
        title={PAGE.title}
        lead={PAGE.lead}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} besideOnly />}
      />
      <div className="container league-page">
        <VolleyBoard />

        <section aria-labelledby="voley-historia" className="league-page__text">
          <h2 id="voley-historia">{history.title}</h2>
          {history.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>

        <section aria-labelledby="voley-equipos">
          <h2 id="voley-equipos">{teams.title}</h2>
          <ul className="volley-teams">
            {teams.cards.map((card) => (
              <li key={card.title} className="card" data-reveal>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <SmartLink to={card.link.to} className="button button--small">
                  {card.link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="voley-escuela" className="card">
          <h2 id="voley-escuela">{school.title}</h2>
          <p>{school.text}</p>
          <ScheduleTable caption={school.caption} rows={school.rows} />
          <p>
            <SmartLink to={school.link.to} className="button">
              {school.link.label}
            </SmartLink>
          </p>
        </section>
      </div>
    </>
  );
}
