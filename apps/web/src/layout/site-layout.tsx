import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import "./site-chrome.css";

/** Header, the page, footer: the frame of every route. */
function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** A page that fails to render keeps the header and footer around the Spanish error page. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <ErrorPage />
    </SiteShell>
  );
}
