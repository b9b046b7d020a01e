import { LEAGUE_TABLE_COPY as COPY } from "../content/league-table.ts";
import { html, type Markup, NO_MARKUP } from "../lib/html.ts";
import { formatDateTime, timeAgo } from "./dates.ts";
import type { DataOrigin } from "./payload.ts";

/**
 * Above a table or a fixture list, where a fan reads it before the numbers: how fresh
 * the data is in words ("Actualizado hace 2 horas", the exact Buenos Aires time
 * beside it in a `<time>`), and the notices that change how to read it. The club's
 * backup says so first ("Tabla de respaldo del club: …"); the page's own backup adds
 * the original site's "Usando datos de respaldo - {fecha y hora}". Old data gets a
 * badge, and the copy the service worker saved on this phone says so instead (no
 * connection: "may be out of date" goes without saying). Only ever built in the
 * browser, when the data arrives, so "hace…" is counted from the fan's own clock.
 */
export function freshnessMarkup(origin: DataOrigin, now: Date): Markup {
  if (origin.kind === "backup") {
    return html`<div class="league-notices"><p class="league-notice">${COPY.backupNotice}</p><p class="league-freshness">${COPY.backupLabel(formatDateTime(origin.at) ?? "")}</p></div>`;
  }
  const { lastUpdate, stale, backup, offline } = origin.freshness;
  // A backup's date is when it was loaded, not when a league published it: no "Actualizado".
  const when = !backup && lastUpdate ? formatDateTime(lastUpdate) : undefined;
  const ago = when && lastUpdate ? timeAgo(lastUpdate, now) : undefined;
  const badges: string[] = [];
  if (offline) badges.push(COPY.offlineBadge);
  else if (stale && !backup) badges.push(COPY.staleBadge);
  if (!when && badges.length === 0 && !backup) return NO_MARKUP;
  const updated =
    when &&
    html`<span>${ago ? COPY.updated(ago) : COPY.updatedJustNow} <time class="league-freshness__date" datetime="${lastUpdate}">(${when})</time></span>`;
  const line =
    (when || badges.length > 0) &&
    html`<p class="league-freshness">${updated}${badges.map((badge) => html`<span class="league-badge">${badge}</span>`)}</p>`;
  return html`<div class="league-notices">${backup && html`<p class="league-notice">${COPY.backupNotice}</p>`}${line}</div>`;
}
