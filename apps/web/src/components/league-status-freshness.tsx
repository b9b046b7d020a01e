import { LEAGUE_TABLE_COPY as COPY } from "../content/league-table.ts";
import { formatDateTime } from "../league/dates.ts";
import type { DataOrigin } from "../league/payload.ts";

/**
 * Under a table or a fixture list: "Última actualización:" in Buenos Aires time, or
 * "Usando datos de respaldo - {fecha y hora}" when the page fell back to built-in
 * data; plus a badge when the service says its data is old or is its own backup, and
 * one when the answer is the copy the service worker saved on this phone (no
 * connection: it says so instead of "may be out of date", which it implies).
 */
export function LeagueFreshness({ origin }: { origin: DataOrigin }) {
  if (origin.kind === "backup") {
    return <p className="league-freshness">{COPY.backupLabel(formatDateTime(origin.at) ?? "")}</p>;
  }
  const { lastUpdate, stale, backup, offline } = origin.freshness;
  const when = lastUpdate && formatDateTime(lastUpdate);
  const badges: string[] = [];
  if (offline) badges.push(COPY.offlineBadge);
  if (backup) badges.push(COPY.backupBadge);
  else if (stale && !offline) badges.push(COPY.staleBadge);
  if (!when && badges.length === 0) return null;
  return (
    <p className="league-freshness">
      {when && (
        <span>
          {COPY.lastUpdate} <time dateTime={lastUpdate}>{when}</time>
        </span>
      )}
      {badges.map((badge) => (
        <span key={badge} className="league-badge">
          {badge}
        </span>
      ))}
    </p>
  );
}
