import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { pageMeta } from "../lib/meta.ts";
import { FACILITY_PHOTO_SIZES, INSTALACIONES_TITLE } from "../site-data/instalaciones.ts";
import type { Route } from "./+types/instalaciones";
import "./instalaciones/instalaciones.css";

/**
 * Build time: the places with their photos (`content/instalaciones.yml`), as the page's
 * data (in its HTML) rather than in its code.
 */
export async function loader() {
  return (await import("virtual:contenido/pagina/instalaciones")).default;
}

/** Reached in the browser (or offline): the same data, from a chunk of its own. */
export async function clientLoader() {
  return (await import("virtual:contenido/pagina/instalaciones")).default;
}

/** The file's introduction is also the page's description (search results, link previews). */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: INSTALACIONES_TITLE, description: loaderData?.intro ?? "" });

/** The club's places, one band each: its name, its text and its photos. */
export default function InstalacionesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={INSTALACIONES_TITLE} lead={loaderData.intro} />
      {loaderData.sections.map((section, index) => (
        <PageSection
          key={section.id}
          id={section.id}
          title={section.title}
          tone={index % 2 === 1 ? "alt" : "plain"}
        >
          <div className={section.photos.length > 0 ? "facility facility--photos" : "facility"}>
            <div className="facility__text">
              {section.paragraphs.map((paragraph, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a static text never move
                <p key={line}>{paragraph}</p>
              ))}
            </div>
            {section.photos.length > 0 && (
              <ul className="facility__photos" data-reveal>
                {section.photos.map((photo, photoIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a section may show one photo twice; the list never moves
                  <li key={photoIndex}>
                    <ResponsiveImage image={photo} sizes={FACILITY_PHOTO_SIZES} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </PageSection>
      ))}
    </>
  );
}
