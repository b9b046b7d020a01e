import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorPage } from "./components/error-page.tsx";
import { config } from "./config.ts";
import { CLUB } from "./content/club.ts";
import { AnchorScroll } from "./layout/anchor-scroll.tsx";
import "./styles/global.css";

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The header's black (--color-primary-dark): the phone's bar continues it. */}
        <meta name="theme-color" content="#000000" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        {SHARED_PREVIEW}
        <Links />
      </head>
      <body>
        {children}
        {/* AnchorScroll decides how ScrollRestoration's scroll looks: keep it right before. */}
        <AnchorScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The link preview's site, language and image (1200 × 630, `public/og-image.jpg`),
 * the same on every page: written into the prerendered HTML only (crawlers and
 * WhatsApp read that), so none of it ships in the JavaScript.
 */
const SHARED_PREVIEW = import.meta.env.SSR && (
  <>
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content={CLUB.name} />
    <meta property="og:locale" content="es_AR" />
    <meta property="og:image" content={`${config.siteUrl}/og-image.jpg`} />
    <meta property="og:image:width" content="1200" />
    <meta property="og:image:height" content="630" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:image" content={`${config.siteUrl}/og-image.jpg`} />
  </>
);

export default function App() {
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
  return <ErrorPage />;
}
