import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorPage } from "./components/error-page.tsx";
import { AnchorScroll } from "./layout/anchor-scroll.tsx";
import "./styles/global.css";

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#123b7a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
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
