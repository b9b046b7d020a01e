import { PageHero } from "../components/page-hero.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";

const page = PAGES.apiTest;

export const meta = () => pageMeta(page);

export default function ApiTestPage() {
  return <PageHero title={page.title} lead={page.description} />;
}
