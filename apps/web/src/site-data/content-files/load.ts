/**
 * Reads, checks and shapes every collection of the content folder: what the build
 * (`scripts/vite-content.ts`, `scripts/check-content.mjs`), the route list
 * (react-router.config.ts) and the tests read. Node only (it reads files): the site
 * gets its result through the `virtual:contenido/*` modules, as plain data.
 *
 * All or nothing: the first mistake in any file throws a `ContentProblem` (one Spanish
 * line), so a build never publishes half of the content.
 */
import { join } from "node:path";
import type { PhotoPlans } from "./images.ts";
import { WEB_DIR } from "./paths.ts";
import { heroCropKey, planSources } from "./photo-plan.ts";
import { readEveryActivity, shownActivities } from "./read-activities.ts";
import { readClub, readMembership } from "./read-club.ts";
import { readBoard, readFacilities, readSocialAction } from "./read-club-pages.ts";
import { readSportsPage } from "./read-deportes.ts";
import { readEmbeds } from "./read-embeds.ts";
import { readEvents } from "./read-events.ts";
import { heroPhotoSources, readHistory, readHome } from "./read-home.ts";
import { readBrand } from "./read-marca.ts";
import { readNavigation } from "./read-navigation.ts";
import { readNews } from "./read-news.ts";
import { readNewsList, readValuesPage, readWeekPage } from "./read-pages.ts";
import { readResults } from "./read-results.ts";
import { siteToday } from "./site-today.ts";
import type { Content } from "./types.ts";

export interface LoadOptions {
  /** The content folder (see `contentDir`). */
  dir: string;
  /** Keep unpublished items, marked as drafts: the dev server does, a production build never. */
  drafts: boolean;
  /** Today in Buenos Aires (`2026-11-26`): earlier events are left out. Default: the build's (`siteToday`). */
  today?: string;
  /** `apps/web/images-src`, the photos the pipeline makes AVIF/WebP of. */
  imagesDir?: string;
  /** `apps/web/public`, where drawings and videos are. */
  publicDir?: string;
}

/**
 * The image pipeline's files of each photo, by its path in images-src/ (`noticias/foto.jpg`),
 * and the home hero's crops of its slides' photos (`club/foto.jpg#mobile`, `heroCropKey`).
 */
async function photoPlans(imagesDir: string, contentDir: string): Promise<PhotoPlans> {
  const plans = await planSources(imagesDir, heroPhotoSources(contentDir));
  return new Map(
    plans.map((plan) => [plan.hero ? heroCropKey(plan.source, plan.hero) : plan.source, plan.asset]),
  );
}

export async function loadContent(options: LoadOptions): Promise<Content> {
  const publicDir = options.publicDir ?? join(WEB_DIR, "public");
  const photos = await photoPlans(options.imagesDir ?? join(WEB_DIR, "images-src"), options.dir);
  const today = options.today ?? siteToday();
  const { news, bodies, texts } = readNews(options.dir, { drafts: options.drafts, photos, publicDir });
  // Every activity, drafts too: a result names its team whether or not its page is published.
  const everyActivity = readEveryActivity(options.dir, { drafts: options.drafts, photos, publicDir });
  const results = readResults(options.dir, {
    drafts: options.drafts,
    today,
    activities: everyActivity,
    photos,
    publicDir,
  });
  const read = {
    club: readClub(options.dir),
    membership: readMembership(options.dir),
    embeds: readEmbeds(options.dir, publicDir),
    activities: shownActivities(everyActivity, options),
    events: readEvents(options.dir, { drafts: options.drafts, today }),
    news,
    newsBodies: bodies,
    newsTexts: texts,
    results: results.results,
    resultBodies: results.bodies,
    resultTexts: results.texts,
    board: readBoard(options.dir),
    facilities: readFacilities(options.dir, { photos, publicDir }),
    socialAction: readSocialAction(options.dir, { photos, publicDir }),
    navigation: readNavigation(options.dir),
    brand: readBrand(options.dir),
  };
  // The home page and the history last: they state the fee, the discounts and timetable rows.
  return {
    ...read,
    home: readHome(options.dir, {
      photos,
      publicDir,
      activities: read.activities,
      membership: read.membership,
    }),
    history: readHistory(options.dir, { drafts: options.drafts, photos, publicDir }),
    sportsPage: readSportsPage(options.dir, read.activities),
    valuesPage: readValuesPage(options.dir),
    weekPage: readWeekPage(options.dir),
    newsList: readNewsList(options.dir),
  };
}
