import { HeroPhoto } from "../components/hero-photo.tsx";
import { NextMatchSlot } from "../components/next-match-slot.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { LiveStandingsTable } from "../components/standings-table-live.tsx";
import { BASQUET_FEDERAL as PAGE } from "../content/basquet.ts";
import { basquetEquipoPhoto } from "../content/club-photos.ts";
import { leaguePreloads } from "../league/early-data.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/basquet-federal";
import "./basquet/basquet-federal.css";

/** Build time: the club's photo, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ photo: basquetEquipoPhoto });

export const meta = () => [
  ...pageMeta({ title: PAGE.title, description: PAGE.lead }),
  ...leaguePreloads(["basquet-standings"]),
];

const LEAGUES = ["basquet/federal"] as const;

/**
 * Básquet Federal: the league table first (a fan's phone shows it in its first screen),
 * our next match, then the team, training, the tournament and the season promo.
 */
export default function BasquetFederalPage({ loaderData }: Route.ComponentProps) {
  const { about, standings, schedule, tournament, promo } = PAGE;
  return (
    <>
      <PageHero title={PAGE.title} lead={PAGE.lead} photo={<HeroPhoto image={loaderData.photo} />} />
      <div className="container league-page">
        <section aria-labelledby="basquet-tabla">
          <h2 id="basquet-tabla">{standings.title}</h2>
          <LiveStandingsTable endpoint="basquet-standings" caption={standings.caption} variant="basquet" />
        </section>

        <NextMatchSlot leagues={LEAGUES} />

        <section aria-labelledby="basquet-equipo" className="league-page__text">
          <h2 id="basquet-equipo">{about.title}</h2>
          {about.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>

        <div className="league-page__columns">
          <section aria-labelledby="basquet-entrenamientos" className="card">
            <h2 id="basquet-entrenamientos">{schedule.title}</h2>
            <ScheduleTable caption={schedule.caption} rows={schedule.rows} />
            <p>{schedule.note}</p>
          </section>
          <section aria-labelledby="basquet-torneo" className="card">
            <h2 id="basquet-torneo">{tournament.title}</h2>
            <dl className="league-page__facts">
              {tournament.facts.map((fact) => (
                <div key={fact.term}>
                  <dt>{fact.term}</dt>
                  <dd>{fact.detail}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section aria-labelledby="basquet-temporada" className="league-page__promo" data-reveal>
          <p className="league-page__eyebrow">{promo.eyebrow}</p>
          <h2 id="basquet-temporada">{promo.title}</h2>
          <p>{promo.text}</p>
          <SmartLink
            to={promo.link.to}
            external={promo.link.external}
            className="button league-page__promo-link"
          >
            {promo.link.label}
          </SmartLink>
        </section>
      </div>
    </>
  );
}
