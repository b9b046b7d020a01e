import { PageHero } from "../components/page-hero.tsx";
import { ACTIVITIES } from "../content/activities.ts";
import { pageMeta } from "../lib/meta.ts";

const page = ACTIVITIES.basquetFederal;

export const meta = () => pageMeta({ title: page.name, description: page.summary });

export default function BasquetFederalPage() {
  return <PageHero title={page.name} lead={page.summary} />;
}
