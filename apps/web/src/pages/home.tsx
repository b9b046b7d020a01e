import { lazy, useEffect, useState } from "react";
import { yearsOfHistory } from "../content/club.ts";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";
import { HomeActivities } from "./home/activities.tsx";
import { HomeContact } from "./home/contact.tsx";
import { HomeHero } from "./home/hero.tsx";
import { HomeHistory } from "./home/history.tsx";
import { StaticSection } from "./home/static-section.tsx";
// The static sections' styles come with the page: their prerendered HTML is shown at once.
import "./home/home.css";
import "./home/news.css";
import "./home/events.css";
import "./home/sports.css";
import "./home/membership.css";

export const meta = () => pageMeta(PAGES.home);

/**
 * Runs when the page is prerendered (build time): the years of history the HTML shows.
 * The browser starts from that same figure, so hydration matches, and then moves to
 * today's count (the build and the visit may fall on either side of 12 December).
 */
export function loader() {
  return { yearsOfHistory: yearsOfHistory() };
}

// Sections without behaviour: rendered into the HTML at build time, never hydrated, and
// loaded in the browser only when "/" is reached by a client-side navigation.
const News = lazy(() => import("./home/news.tsx").then((module) => ({ default: module.HomeNews })));
const Events = lazy(() => import("./home/events.tsx").then((module) => ({ default: module.HomeEvents })));
const Sports = lazy(() => import("./home/sports.tsx").then((module) => ({ default: module.HomeSports })));
const Membership = lazy(() =>
  import("./home/membership.tsx").then((module) => ({ default: module.HomeMembership })),
);

/** The home page: its eight sections (the welcome modal is mounted by the layout). */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const [years, setYears] = useState(loaderData.yearsOfHistory);
  useEffect(() => setYears(yearsOfHistory()), []);
  return (
    <>
      <HomeHero />
      <StaticSection id="inicio-novedades" lazy={News} />
      <StaticSection id="inicio-eventos" lazy={Events} />
      <HomeHistory years={years} />
      <StaticSection id="inicio-deportes" lazy={Sports} />
      <HomeActivities />
      <StaticSection id="inicio-asociate" lazy={Membership} />
      <HomeContact />
    </>
  );
}
