import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { LazyErrorPage } from "../components/lazy-error-page.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { registerServiceWorker } from "../lib/service-worker.ts";
import { SHELL_COPY } from "../site-data/navigation.ts";
import { startAnalyticsWhenIdle, trackPageView } from "./analytics.ts";
import { Canonical } from "./canonical.tsx";
import { SiteHeader } from "./site-header.tsx";
import { markWelcomed, shouldWelcome } from "./welcome-gate.ts";
import "./site-chrome.css";
// The phone menu is in every page from the start (a native popover): its styles too.
import "./mobile-panel.css";

/**
 * What the shell does once the page is live, never in the prerendered HTML: `html.js`
 * (the menus' CSS fallback for a page without JavaScript steps aside), the
 * scroll-reveal observer, analytics when configured, and focus on each new page's
 * content.
 */
function useShellEffects(pathname: string): void {
  useEffect(() => {
    document.documentElement.classList.add("js");
    // The reveal's code comes after the page is live: until it runs, everything is visible.
    let stopReveal: (() => void) | undefined;
    let live = true;
    import("../lib/reveal.ts")
      .then(({ startReveal }) => {
        if (live) stopReveal = startReveal();
      })
      .catch(() => {});
    startAnalyticsWhenIdle();
    registerServiceWorker();
    return () => {
      live = false;
      stopReveal?.();
    };
  }, []);

  // Each new page: one page view, and focus on its content (not on the first load), so that
  // screen readers start reading there and Tab goes on from there; the scroll stays put.
  const firstPage = useRef(true);
  useEffect(() => {
    trackPageView(pathname);
    if (firstPage.current) firstPage.current = false;
    else document.getElementById("contenido")?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The welcome modal on the home page's first visit; its code is fetched only then. Its
 * state lives here, not in the layout, so opening and closing it re-renders the modal
 * alone and never the header and the page around it.
 */
function WelcomeOnFirstVisit({ pathname, hash }: { pathname: string; hash: string }) {
  const [Welcome, setWelcome] = useState<ComponentType<{ onClose: () => void }> | null>(null);

  useEffect(() => {
    if (pathname !== "/") setWelcome(null);
    if (!shouldWelcome(pathname, hash)) return;
    let live = true;
    import("./welcome-modal.tsx")
      .then(({ WelcomeModal }) => {
        if (!live || !shouldWelcome(pathname, hash)) return;
        markWelcomed();
        setWelcome(() => WelcomeModal);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [pathname, hash]);

  return Welcome && <Welcome onClose={() => setWelcome(null)} />;
}

/** The footer has no behaviour: its prerendered HTML stays as it is (see StaticPart). */
const loadFooter = () => import("./site-footer.tsx").then((module) => module.SiteFooter);

/** Header, the page, footer: the frame of every route. */
function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        {SHELL_COPY.skipLink}
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <StaticPart id="pie" load={loadFooter} props={{}} />
    </>
  );
}

export default function SiteLayout() {
  const { pathname, hash } = useLocation();
  useShellEffects(pathname);
  return (
    <SiteShell>
      <Canonical />
      <Outlet />
      <WelcomeOnFirstVisit pathname={pathname} hash={hash} />
    </SiteShell>
  );
}

/** A page that fails to render keeps the header and footer around the Spanish error page. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <LazyErrorPage />
    </SiteShell>
  );
}
