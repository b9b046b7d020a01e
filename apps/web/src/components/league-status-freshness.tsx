import { LEAGUE_TABLE_COPY as COPY } from "../content/league-table.ts";
import { formatDateTime } from "../league/dates.ts";
import type { DataOrigin } from "../league/payload.ts";

/**
 * Under a table or a fixture list: "Última actualización:" in Buenos Aires time, or
 * "Usando datos de respaldo - {fecha y hora}" when the page fell back to built-in
 * data; plus a badge when the service says its data is old or is its own backup.
 */
export function LeagueFreshness({ origin }: { origin: DataOrigin }) {
  if (origin.kind === "backup") {
    return <p className="league-freshness">{COPY.backupLabel(formatDateTime(origin.at) ?? "")}</p>;
  }
  const { lastUpdate, stale, backup } = origin.freshness;
  const when = lastUpdate && formatDateTime(lastUpdate);
  const badge = backup ? COPY.backupBadge : stale ? COPY.staleBadge : undefined;
  if (!when && !badge) return null;
  return (
    <p className="league-freshness">
      {when && (
        <span>
          {COPY.lastUpdate} <time dateTime={lastUpdate}>{when}</time>
        </span>
      )}
      {badge && <span className="league-badge">{badge}</span>}
    </p>
  );
}
