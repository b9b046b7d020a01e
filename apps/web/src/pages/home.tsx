import { activities, description, figures, heroCount } from "virtual:contenido/pagina/inicio";
import { Suspense } from "react";
import { lazyWhenVisible } from "../components/lazy-when-visible.ts";
import { preloadStaticParts, StaticPart } from "../components/static-part.tsx";
import { pageMeta } from "../lib/meta.ts";
import { lastWeekendSection } from "../results/league-results.server.ts";
import { yearsOfHistory } from "../site-data/club.ts";
import { siteToday } from "../site-data/content-files/site-today.ts";
import { HOME_TITLE } from "../site-data/home.ts";
import type { Route } from "./+types/home";
import { HomeActivities } from "./home/activities.tsx";
import { HomeContact } from "./home/contact.tsx";
import { HomeHero } from "./home/hero.tsx";
import { HomeHistory } from "./home/history.tsx";
import { PARTS } from "./home/parts.ts";
// The static parts' styles come with the page: their prerendered HTML shows at once.
import "./home/home.css";
import "../components/fallback-line.css";
import "../news/news-card.css";
import "./home/events.css";
import "./home/sports.css";
import "./home/membership.css";
import "./home/next-match.css";
import "../results/results-list.css";

/** Its description is the club's (`portada.yml`), from the build's data. */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: HOME_TITLE, description: loaderData?.description ?? "" });

/**
 * The next match (or the league links) under the hero. Its prerendered HTML shows at
 * once; its code (the search and the card), not part of the page's first load, comes a
 * moment later. The league links stand in the card's place: links only, so on a first
 * visit their prerendered HTML is kept as it is (a static part) and brings no code.
 */
const NextMatchSlot = lazyWhenVisible("inicio-proximo", () =>
  import("../league/components/next-match-slot.tsx").then((module) => module.NextMatchSlot),
);

/**
 * Runs when the page is prerendered (build time): the years of history the HTML shows
 * (the browser starts from that same figure, so hydration matches, and then moves to
 * today's count: the build and the visit may fall on either side of 12 December), and
 * what the page's own code shows of the files: the headings, how many slides, the
 * figures (`historia.yml`), and the last weekend's results (none: no section). The
 * slides' words are in the static parts.
 */
export async function loader() {
  const today = siteToday();
  return {
    yearsOfHistory: yearsOfHistory(today),
    description,
    heroCount,
    activities,
    figures,
    results: await lastWeekendSection(today),
  };
}

/**
 * When "/" is reached by a client-side navigation: the static parts' code is fetched
 * with the data, so the page renders whole at once. (Not used on a first visit, which
 * hydrates the prerendered HTML with the build's data.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadStaticParts(Object.values(PARTS))]);
  return data;
}

/**
 * The home page: its sections (the welcome modal is mounted by the layout), under
 * the hero our next match (or the way to the league tables), and after it the last
 * weekend's results when the teams played.
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero count={loaderData.heroCount} />
      <div id="inicio-proximo" className="container home-next-match">
        <Suspense>
          <NextMatchSlot
            linkLeague
            fallback={
              <StaticPart
                id="inicio-ligas"
                className="home-next-match__strip"
                load={PARTS.leaguesStrip}
                props={{}}
              />
            }
          />
        </Suspense>
      </div>
      {loaderData.results && (
        <StaticPart id="inicio-resultados" load={PARTS.results} props={loaderData.results} />
      )}
      <StaticPart id="inicio-novedades" load={PARTS.news} props={{}} />
      <StaticPart id="inicio-eventos" load={PARTS.events} props={{}} />
      <HomeHistory builtYears={loaderData.yearsOfHistory} figures={loaderData.figures} />
      <StaticPart id="inicio-deportes" load={PARTS.sports} props={{}} />
      <HomeActivities {...loaderData.activities} />
      <StaticPart id="inicio-asociate" load={PARTS.membership} props={{}} />
      <HomeContact />
    </>
  );
}
