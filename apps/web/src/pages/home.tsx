import { PageHero } from "../components/page-hero.tsx";
import { CLUB } from "../content/club.ts";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(PAGES.home);

export default function HomePage() {
  return (
    <>
      <PageHero title={CLUB.name} lead={CLUB.tagline} />
      <section id="club" className="container" aria-label="El club">
        <p>{PAGES.home.description}</p>
      </section>
      <section id="asociate" className="container" aria-label="Asociate" />
      <section id="contacto" className="container" aria-label="Contacto" />
    </>
  );
}
