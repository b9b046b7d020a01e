import { type BrowserContext, expect, type Locator, type Page, type Request } from "@playwright/test";

/** Every request that leaves the machine is recorded and refused: tests never reach a real third party. */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const thirdParty: string[] = [];
  await refuseThirdParties(context, (url) => thirdParty.push(url));
  return thirdParty;
}

/** Refuses every request that leaves the machine, handing its address to `record`. */
export async function refuseThirdParties(
  context: BrowserContext,
  record: (url: string) => void,
): Promise<void> {
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      record(route.request().url());
      return route.abort();
    },
  );
}

/**
 * Holds back the page's requests to `url` (a Playwright URL pattern) until the returned
 * function is called: a test can look at the page before they arrive, however fast or
 * slow the machine.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once React has hydrated the page and its router is idle, so clicks are handled
 * by the app: read from the page itself, `<html data-navigation>` (src/layout/navigation-state.tsx,
 * written only once the app runs) and `html.js` (the shell's effects have run).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.navigation === "idle" &&
      document.documentElement.classList.contains("js"),
  );
}

/**
 * Clicks `link` as a visitor does and checks that the app followed it, not the browser:
 * once the address is `url` and the app is idle, the page is still the same document.
 */
export async function followInsideApp(page: Page, link: Locator, url: string | RegExp): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(url);
  await waitForApp(page);
  expect(await page.evaluate(() => "sameDocument" in window), "followed without loading a new page").toBe(
    true,
  );
}

/**
 * A link to `href` added to the footer as the page shows it: the footer is kept as its
 * prerendered HTML, and the site routes a click on an internal link inside it client-side,
 * as a `<Link>` would (src/components/static-part.tsx). For a destination no link of the
 * page has (an old address, an anchor that is not there yet), the way a stale link in the
 * site's own markup would be followed.
 */
export async function footerLinkTo(page: Page, href: string): Promise<Locator> {
  const name = `Enlace de prueba a ${href}`;
  await page.locator("#pie").evaluate(
    (footer, { href, name }) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = name;
      footer.append(link);
    },
    { href, name },
  );
  return page.locator("#pie").getByRole("link", { name, exact: true });
}

/** Hydrated, with one page title, and no loading state left (league tables have arrived or failed). */
export async function settled(page: Page): Promise<void> {
  await waitForApp(page);
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The thumbnails of the photo gallery named `name`, once the gallery is live. Its code
 * comes in a file of its own after the app's (waitForApp does not wait for it), and a
 * thumbnail used before then opens its photo as the plain link it is. A live thumbnail
 * asks for the viewer's code when it gets focus, which a plain link never does: focus the
 * first until that request leaves, then take focus away.
 */
export async function liveGalleryThumbnails(page: Page, name: string): Promise<Locator> {
  const thumbnails = page.getByRole("list", { name }).getByRole("link");
  let asked = false;
  const onRequest = (request: Request) => {
    asked ||= /\/assets\/lightbox-[^/]+\.js$/.test(new URL(request.url()).pathname);
  };
  page.on("request", onRequest);
  try {
    await expect
      .poll(async () => {
        await thumbnails.first().blur();
        await thumbnails.first().focus();
        return asked;
      })
      .toBe(true);
  } finally {
    page.off("request", onRequest);
  }
  await thumbnails.first().blur();
  return thumbnails;
}

/** The scroll reveal has started (its code comes a moment after the app's). */
export async function waitForReveal(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"));
}

/** Where the page and an anchor target were, frame by frame, until the target came to rest. */
export interface Landing {
  /** window.scrollY at each animation frame. */
  scrolls: number[];
  /** The target's top in the window at each frame (null while it is not in the page). */
  tops: Array<number | null>;
  /** Where the page puts an anchor's top: its scroll-padding-top (below the fixed header). */
  padding: number;
}

/**
 * Starts watching, on every animation frame, the page's scroll position and the top of
 * `selector`'s element; call the returned function after the action that scrolls to it.
 * The watch ends once the target is in the window and at rest: two frames running in
 * which neither it nor the scroll position moved and no layout change was reported (a
 * ResizeObserver on the body and the target; a frame's sizes are reported after its
 * animation frame, hence two). Nothing is timed: a busy machine only makes it later.
 */
export async function watchLanding(page: Page, selector: string): Promise<() => Promise<Landing>> {
  await page.evaluate((selector) => {
    const landing = new Promise<Landing>((resolve) => {
      const scrolls: number[] = [];
      const tops: Array<number | null> = [];
      let resized = false;
      let quiet = 0;
      const observer = new ResizeObserver(() => {
        resized = true;
      });
      observer.observe(document.body);
      let observed: Element | null = null;
      const frame = () => {
        const target = document.querySelector(selector);
        if (target && target !== observed) {
          observer.observe(target);
          observed = target;
          resized = true;
        }
        const box = target?.getBoundingClientRect();
        const top = box ? Math.round(box.top) : null;
        const y = Math.round(window.scrollY);
        const still = !resized && y === scrolls.at(-1) && top === tops.at(-1);
        scrolls.push(y);
        tops.push(top);
        resized = false;
        const inView = box !== undefined && box.top < window.innerHeight && box.bottom > 0;
        quiet = inView && still ? quiet + 1 : 0;
        if (quiet < 2) return requestAnimationFrame(frame);
        observer.disconnect();
        const padding = Math.round(
          Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        );
        resolve({ scrolls, tops, padding });
      };
      requestAnimationFrame(frame);
    });
    (window as unknown as { __landing: Promise<Landing> }).__landing = landing;
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __landing: Promise<Landing> }).__landing);
}

/** The path (and hash) a link points to, relative to the site. */
export const pathOf = (href: string) => {
  const url = new URL(href, "http://127.0.0.1");
  return `${url.pathname}${url.hash}`;
};

/**
 * The home page's contact form (`form`), once its code is live. The code comes when the
 * visitor nears the form (waitForApp does not wait for it), and until then the form is
 * its prerendered HTML: its counter says 0 whatever the message holds. A live form counts
 * the message, also what was typed before it (it takes the fields over): type one
 * character, wait for the counter to count it, then empty the message again.
 */
export async function waitForLiveContactForm(form: Locator): Promise<void> {
  const message = form.getByLabel("Mensaje");
  const counter = contactFormCounter(form);
  await message.fill("x");
  await expect(counter).toHaveText(/^1\//);
  await message.fill("");
  await expect(counter).toHaveText(/^0\//);
}

/** The contact form's character counter ("12/1000 caracteres"): it counts only once the form is live. */
export const contactFormCounter = (form: Locator): Locator => form.locator(".contact-form__counter");
