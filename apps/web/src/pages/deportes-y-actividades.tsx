import { Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { pageMeta } from "../lib/meta.ts";
import { COMPLEMENTARY } from "../site-data/activities/lists.ts";
import { DEPORTES_COPY as COPY } from "../site-data/deportes.ts";
import { sportsPage } from "../site-data/main-sports.ts";
import type { Route } from "./+types/deportes-y-actividades";
import "./deportes-y-actividades/deportes-y-actividades.css";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: COPY.title, description: loaderData?.description ?? "" });

/**
 * Build time: the page's words (`content/deportes.yml`), the sports cards with the
 * club's photos and the complementary activities, from the content files, as the page's
 * data (in its HTML) rather than code (docs/architecture.md#activities).
 */
export function loader() {
  return { ...sportsPage(), complementary: COMPLEMENTARY };
}

/** Reached in the browser (or offline): the same data, from chunks of their own. */
export async function clientLoader() {
  const [{ sportsPage }, { COMPLEMENTARY }] = await Promise.all([
    import("../site-data/main-sports.ts"),
    import("../site-data/activities/lists.ts"),
  ]);
  return { ...sportsPage(), complementary: COMPLEMENTARY };
}

/** Every sport and activity of the club: the five main sports, the eleven others, prices and the summer camp. */
export default function DeportesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={COPY.title} lead={loaderData.lead} />

      <PageSection title={COPY.mainTitle}>
        <ul className="sport-cards">
          {loaderData.sports.map((sport) => (
            <li key={sport.title} className="sport-card" data-reveal>
              <ResponsiveImage
                image={sport.image}
                sizes="(min-width: 64em) 22rem, (min-width: 40em) 50vw, calc(100vw - 2rem)"
              />
              <div className="sport-card__body">
                <h3>
                  <Link className="sport-card__link" to={sport.link}>
                    {sport.title}
                  </Link>
                </h3>
                <p>{sport.description}</p>
                {sport.branches && (
                  <ul className="sport-card__branches" aria-label={`${COPY.branchesLabel}: ${sport.title}`}>
                    {sport.branches.map((branch) => (
                      <li key={branch.link}>
                        <Link to={branch.link}>{branch.label}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={COPY.complementaryTitle} lead={loaderData.complementaryLead} tone="alt">
        <ul className="tile-grid">
          {loaderData.complementary.map((activity) => (
            <li key={activity.id} className="tile" data-reveal>
              <h3>
                <Link to={activity.path}>{activity.name}</Link>
              </h3>
              <p>{activity.summary}</p>
            </li>
          ))}
        </ul>
        <p className="deportes-prices">
          {loaderData.pricesText}{" "}
          <Link className="button button--ghost" to="/valores-y-dias">
            {COPY.prices}
          </Link>
        </p>
      </PageSection>

      <CtaBand
        id="colonia-titulo"
        title={COPY.campTitle}
        text={loaderData.campText}
        className="deportes-camp"
      >
        <Link className="button" to="/#contacto">
          {COPY.campButton}
        </Link>
      </CtaBand>
    </>
  );
}
