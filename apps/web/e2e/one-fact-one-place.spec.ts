import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { closeEditor, startSiteSandbox } from "../scripts/admin/sandbox.mjs";
import { buildWithContent } from "../scripts/build-with-content.mjs";
import { start, stop, waitForUrl } from "../scripts/built-site-servers.mjs";
import { logIn } from "./support/editor.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";
import { waitForApp } from "./support/page.ts";
import { EDITS_IN_THE_EDITOR, editSiteWords } from "./support/site-words.ts";
import { expect, type Page, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * One fact, one place (docs/architecture.md#content): on a copy of the site as the
 * repository has it, the editor changes the home's first slide, adds a milestone to the
 * history, renames a menu entry and rewrites a judo section; the fee, a family discount,
 * a timetable row, the WhatsApp number and the phone change in their files. One build
 * later every page that states each fact states the new value, and no file of the built
 * site (pages, their data, calendars, scripts) holds the old one.
 */

// The editor, where it is served: its own origin (the site's pages are named by full address).
test.use({ baseURL: EDITOR_ORIGIN, actionTimeout: 30_000 });

/** Where this test's build is served (beside the main site, the test-content one and the editor's). */
const SITE = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4173) + 22}`;
const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8787)}`;

/** Each fact changed in its file: the text the site showed, and the one it must show now. */
const FEE = { file: "valores.yml", before: "$15.000", after: "$18.500" };
const DISCOUNT = { before: /3 integrantes:? 10%/, after: "12%" };
const TRAINING = { file: "actividades/basquet-federal.md", before: "21:00 a 23:00", after: "20:45 a 22:45" };
const WHATSAPP = { before: "5491135781105", after: "5491144445555" };
/** The phone as its file writes it, as pages show it (with a hyphen that does not break), as links and data dial it. */
const PHONE = {
  file: { before: "482-4186", after: "499-1234" },
  before: "482\u20114186",
  after: "499\u20111234",
  dialledBefore: "+542204824186",
  dialled: "+542204991234",
};

/** Rewrites `file` of the content folder with `change` applied to its text (each must apply). */
function edit(content: string, file: string, ...changes: Array<[string | RegExp, string]>): void {
  const path = join(content, file);
  let text = readFileSync(path, "utf8");
  for (const [from, to] of changes) {
    const changed = text.replace(from, to);
    expect(changed, `${file}: ${String(from)}`).not.toBe(text);
    text = changed;
  }
  writeFileSync(path, text);
}

/** Every file of the build a visitor can get: pages, their data, calendars, scripts. */
function builtTexts(client: string): Array<{ path: string; text: string }> {
  const files = readdirSync(client, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile() && /\.(html|data|ics|js|json|xml|txt)$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(client, path), text: readFileSync(path, "utf8") };
    });
}

const main = (page: Page) => page.locator("main");

test("a fact edited in its one file, in the editor or by hand, is the new value on every page that states it and the old one on none", async ({
  page: editor,
  context,
}) => {
  // The editor, then a whole production build, on a shared 2-core machine.
  test.setTimeout(600_000);
  await skipWelcome(context);
  const sandbox = await startSiteSandbox();
  let site: Awaited<ReturnType<typeof start>> | undefined;
  try {
    await test.step("the editor changes the home's hero, a milestone, a menu entry and a judo section", async () => {
      await logIn(editor, sandbox);
      await editSiteWords(editor);
      await closeEditor(editor);
    });

    await test.step("the fee, a discount, a timetable row, the WhatsApp number and the phone change in their files", () => {
      edit(
        sandbox.content,
        FEE.file,
        [/precio: 15000/, "precio: 18500"],
        [/descuento: 10\b/, "descuento: 12"],
      );
      edit(sandbox.content, TRAINING.file, [TRAINING.before, TRAINING.after]);
      edit(
        sandbox.content,
        "club.yml",
        [WHATSAPP.before, WHATSAPP.after],
        [PHONE.file.before, PHONE.file.after],
      );
    });

    const buildDir = "build-un-lugar";
    await buildWithContent({ webDir: sandbox.web, contentDir: sandbox.content, buildDir });
    const client = join(sandbox.web, buildDir, "client");
    site = start("bash", ["deploy/serve-nginx.sh", SITE.slice(7), API, client], {}, "nginx (one fact)");
    await waitForUrl(`${SITE}/`, site);
    const page = await context.newPage();

    await test.step("no file of the built site holds an old value", () => {
      const olds = [
        FEE.before,
        TRAINING.before,
        WHATSAPP.before,
        PHONE.before,
        PHONE.dialledBefore,
        ...EDITS_IN_THE_EDITOR.flatMap((edit) => (edit.before ? [edit.before] : [])),
      ];
      const found = builtTexts(client).flatMap(({ path, text }) =>
        olds.filter((old) => text.includes(old)).map((old) => `${path}: ${old}`),
      );
      expect(found).toEqual([]);
    });

    await test.step("the fee and the discount: the home's membership card and Valores y Días", async () => {
      for (const path of ["/", "/valores-y-dias"]) {
        await page.goto(`${SITE}${path}`);
        await expect(main(page).getByText(FEE.after).first()).toBeVisible();
        await expect(main(page).getByText(DISCOUNT.after).first()).toBeVisible();
        await expect(main(page)).not.toContainText(DISCOUNT.before);
      }
    });

    await test.step("the timetable row: the team's page, the home's carousel, /horarios and its calendar file", async () => {
      await page.goto(`${SITE}/basquet/federal`);
      await expect(main(page).getByText(TRAINING.after).first()).toBeVisible();
      await page.goto(`${SITE}/`);
      await expect(
        page.locator("#inicio-actividades, main").getByText(TRAINING.after).first(),
      ).toBeAttached();
      await page.goto(`${SITE}/horarios`);
      await expect(
        page
          .getByRole("region", { name: /^Lunes/ })
          .getByRole("row")
          .filter({ hasText: "Básquet Federal" }),
      ).toContainText(TRAINING.after);
      const ics = await (await page.request.get(`${SITE}/calendario/basquet-federal.ics`)).text();
      expect(ics).toMatch(/DTSTART;TZID=America\/Argentina\/Buenos_Aires:\d{8}T204500/);
    });

    await test.step("the WhatsApp number and the phone: the footer of every page and the structured data", async () => {
      for (const path of ["/", "/historia", "/artes-marciales/judo"]) {
        await page.goto(`${SITE}${path}`);
        const footer = page.getByRole("contentinfo");
        await expect(footer.locator(`a[href*="wa.me/${WHATSAPP.after}"]`)).toHaveCount(1);
        await expect(footer).toContainText(PHONE.after);
      }
      await page.goto(`${SITE}/`);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(data.join("\n")).toContain(`"telephone":"${PHONE.dialled}"`);
    });

    for (const { path, check } of EDITS_IN_THE_EDITOR.map((edit) => edit.shows)) {
      await test.step(`the editor's change shows on ${path}`, async () => {
        await page.goto(`${SITE}${path}`);
        await waitForApp(page);
        await check(page);
      });
    }
  } finally {
    if (site) await stop(site);
    await sandbox.close();
  }
});
