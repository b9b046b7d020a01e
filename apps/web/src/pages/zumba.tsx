import { PageHero } from "../components/page-hero.tsx";
import { ACTIVITIES } from "../content/activities.ts";
import { pageMeta } from "../lib/meta.ts";

const page = ACTIVITIES.zumba;

export const meta = () => pageMeta({ title: page.name, description: page.summary });

export default function ZumbaPage() {
  return <PageHero title={page.name} lead={page.summary} />;
}
