import WORDS from "virtual:contenido/pagina/horarios";
import { data, Link } from "react-router";
import { LineIcon } from "../components/line-icon.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { horariosData } from "../horarios/page-data.ts";
import { HORARIOS_PATH, horariosFiltersOf } from "../horarios/paths.ts";
import { calendar as calendarIcon } from "../lib/icon-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { LISTED_ACTIVITIES } from "../site-data/activities/listings.ts";
import { HORARIOS_COPY as COPY, DAY_NAMES, HORARIOS_TITLE, horariosTitle } from "../site-data/horarios.ts";
import type { Route } from "./+types/horarios";
import { FilterNav } from "./horarios/filter-nav.tsx";
import { WeekDays } from "./horarios/week-days.tsx";
import "./horarios/horarios.css";

/** The page's filters from its address (`/horarios/deportes/martes`); no such page: 404. */
function filtersOf(params: Route.LoaderArgs["params"]) {
  const filters = horariosFiltersOf([params.filtro, params.dia]);
  if (!filters) throw data("Página no encontrada", { status: 404 });
  return filters;
}

/**
 * Runs at build time for each page of the week (react-router.config.ts lists them): the
 * classes of every activity's published timetable, by day, and the page's words
 * (`content/horarios.yml`), written into the page's HTML. None of the listing is in the
 * page's JavaScript.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { ...horariosData(LISTED_ACTIVITIES, filtersOf(params)), words: WORDS };
}

/** Reached in the browser (a filter, another page, offline): the same, from chunks of their own. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const filters = filtersOf(params);
  const [{ LISTED_ACTIVITIES }, { default: words }] = await Promise.all([
    import("../site-data/activities/listings.ts"),
    import("virtual:contenido/pagina/horarios"),
  ]);
  return { ...horariosData(LISTED_ACTIVITIES, filters), words };
}

/**
 * The filter pages show part of `/horarios`: they name it as their canonical address
 * (layout/canonical.tsx), and the sitemap lists it alone.
 */
export const handle = { canonical: HORARIOS_PATH };

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { kind, day } = loaderData?.filters ?? {};
  return pageMeta({
    title: horariosTitle(kind && COPY.kinds[kind], day && DAY_NAMES[day]),
    description: loaderData?.words.description ?? "",
  });
};

/** The club's week: every class of every activity, day by day, today first, with filters that are links. */
export default function HorariosPage({ loaderData }: Route.ComponentProps) {
  const { filters, days, calendars, words } = loaderData;
  return (
    <>
      <PageHero title={HORARIOS_TITLE} lead={words.lead} />
      <div className="page-section horarios">
        <div className="page-section__inner">
          <FilterNav filters={filters} />
          <WeekDays days={days} kind={filters.kind} />
          <p className="horarios__missing">
            {COPY.missing} <Link to="/valores-y-dias">{COPY.missingLink}</Link>.
          </p>
        </div>
      </div>
      {calendars.length > 0 && (
        <PageSection title={COPY.calendarTitle} lead={COPY.calendarLead} tone="alt">
          <ul className="horarios-calendarios">
            {calendars.map((calendar) => (
              <li key={calendar.href}>
                {/* A file, not a page: a plain link, so the browser downloads it. */}
                <a href={calendar.href} type="text/calendar">
                  <LineIcon path={calendarIcon} />
                  {calendar.name}
                  <span className="visually-hidden">: {COPY.calendarContext}</span>
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}
