import { useLocation } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { ACTIVITIES, activityAt } from "../content/activities.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/voley-division";

const divisionAt = (pathname: string) => activityAt(pathname) ?? ACTIVITIES.voleyPrimera;

export const meta = ({ location }: Route.MetaArgs) => {
  const page = divisionAt(location.pathname);
  return pageMeta({ title: page.name, description: page.summary });
};

export default function VoleyDivisionPage() {
  const page = divisionAt(useLocation().pathname);
  return <PageHero title={page.name} lead={page.summary} />;
}
