import { PageHero } from "../components/page-hero.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";

const page = PAGES.valoresYDias;

export const meta = () => pageMeta(page);

export default function ValoresYDiasPage() {
  return <PageHero title={page.title} lead={page.description} />;
}
