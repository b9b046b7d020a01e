import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { LazyErrorPage } from "./components/lazy-error-page.tsx";
import { config } from "./config.ts";
import { AnchorScroll } from "./layout/anchor-scroll.tsx";
import { AppManifest } from "./layout/app-manifest.tsx";
import { NavigationState } from "./layout/navigation-state.tsx";
import { useInlineStylesFollowLinks } from "./lib/inline-styles.ts";
import { pageMeta } from "./lib/meta.ts";
import { pagePreview } from "./lib/page-preview.ts";
import { CLUB } from "./site-data/club.ts";
import "./styles/global.css";

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {import.meta.env.SSR && <SiteIcons />}
        <AppManifest />
        <Meta />
        {import.meta.env.SSR && <SharedPreview />}
        <Links />
      </head>
      <body>
        {children}
        <NavigationState />
        {/* AnchorScroll decides how ScrollRestoration's scroll looks: keep it right before. */}
        <AnchorScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The shield in the tab and on an iPhone's home screen, and the colour of the phone's bar
 * (the header's black, --color-primary-dark): prerendered HTML only, like the preview. The
 * web app manifest comes once the app runs (AppManifest).
 */
function SiteIcons() {
  return (
    <>
      <meta name="theme-color" content="#000000" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </>
  );
}

/**
 * The link preview's site, language, type and image, written into the prerendered HTML
 * only (crawlers and WhatsApp read that), so none of it ships in the JavaScript. The
 * image is the site's (`public/og-image.jpg`, 1200 × 630) unless the page has its own
 * (a news item's photo, see lib/page-preview.ts).
 */
function SharedPreview() {
  const own = pagePreview(useMatches());
  const image = own?.image ?? { src: "/og-image.jpg", width: 1200, height: 630 };
  const imageUrl = `${config.siteUrl}${image.src}`;
  return (
    <>
      <meta property="og:type" content={own?.type ?? "website"} />
      <meta property="og:site_name" content={CLUB.name} />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/**
 * The title and description of a document no page names: the SPA fallback (`__spa-fallback.html`, copied to
 * `404.html`), which a visitor on a missing or not prerendered address gets before the app
 * knows the page (and for good without JavaScript); without it the tab shows the address.
 * Every page's own `meta` replaces it: React Router writes the deepest route's.
 */
export const meta = () => pageMeta({ title: CLUB.name, description: `${CLUB.tagline}.` });

export default function App() {
  useInlineStylesFollowLinks();
  return <Outlet />;
}

/** Shown only by the SPA fallback page while a path that was not prerendered loads. */
export function HydrateFallback() {
  return (
    <p className="page-loading" role="status">
      Cargando…
    </p>
  );
}

/** Last resort when even the layout fails: never the router's English default screen. */
export function ErrorBoundary() {
  return <LazyErrorPage />;
}
