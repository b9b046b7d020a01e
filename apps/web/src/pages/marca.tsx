import type { CSSProperties } from "react";
import { PublishedEmbed } from "../components/embed.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { pageMeta } from "../lib/meta.ts";
import {
  BRAND_COLOURS,
  BRAND_MANUAL_PDF,
  COMMUNICATIONS_MAILTO,
  MARCA_COPY as COPY,
  MARCA_EMBED,
  MARCA_PAGE,
} from "../site-data/marca.ts";
import "../components/fallback-line.css";
import "./marca/marca.css";

const page = MARCA_PAGE;

export const meta = () => pageMeta(page);

/** The brand at a glance (colours, shield, type), the manual online and as a PDF, and whom to ask. */
export default function MarcaPage() {
  return (
    <>
      <PageHero title={page.title} lead={page.description} />

      <PageSection title={COPY.manualTitle} lead={COPY.manualLead}>
        <div className="button-row marca-actions">
          <a className="button" href={BRAND_MANUAL_PDF} download>
            <svg className="marca-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
            </svg>
            {COPY.download} <span className="marca-actions__details">({COPY.downloadDetails})</span>
          </a>
          <a className="button button--ghost" href={COMMUNICATIONS_MAILTO}>
            <svg className="marca-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 6h16v12H4zm0 0 8 7 8-7" />
            </svg>
            {COPY.write}
          </a>
        </div>
        <PublishedEmbed
          source={MARCA_EMBED}
          missing={{
            text: COPY.onlineMissing,
            link: { label: COPY.onlineMissingLink, to: BRAND_MANUAL_PDF, external: true },
          }}
        />
      </PageSection>

      <PageSection title={COPY.coloursTitle} lead={COPY.coloursLead} tone="alt">
        <ul className="marca-colours">
          {BRAND_COLOURS.map((colour) => (
            <li key={colour.token} className="marca-colour" data-reveal>
              <span className="marca-colour__swatch" style={{ "--swatch": colour.hex } as CSSProperties} />
              <strong>{colour.name}</strong>
              <code>{colour.hex.toUpperCase()}</code>
              <span className="marca-colour__use">{colour.use}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={COPY.identityTitle}>
        <div className="split">
          <div className="marca-shields">
            <img src="/logo.svg" alt={COPY.shieldAlt} width={143} height={160} loading="lazy" />
            <img
              src="/logo.svg"
              alt=""
              width={143}
              height={160}
              loading="lazy"
              className="marca-shields__dark"
            />
          </div>
          <div>
            <h3 className="marca-type__title">{COPY.shieldTitle}</h3>
            <p>{COPY.shieldText}</p>
            <h3 className="marca-type__title">{COPY.typeTitle}</h3>
            <p>{COPY.typeText}</p>
            <p className="marca-type__sample" aria-hidden="true">
              {COPY.typeSample}
            </p>
          </div>
        </div>
      </PageSection>
    </>
  );
}
