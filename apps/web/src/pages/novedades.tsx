import { PageHero } from "../components/page-hero.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";

const page = PAGES.novedades;

export const meta = () => pageMeta(page);

export default function NovedadesPage() {
  return <PageHero title={page.title} lead={page.description} />;
}
