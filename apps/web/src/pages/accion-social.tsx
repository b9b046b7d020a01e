import { PageHero } from "../components/page-hero.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";

const page = PAGES.accionSocial;

export const meta = () => pageMeta(page);

export default function AccionSocialPage() {
  return <PageHero title={page.title} lead={page.description} />;
}
