import { useClientNow } from "../../lib/use-client-now.ts";
import { LEAGUE_TABLE_COPY as COPY } from "../../site-data/league-table.ts";
import { formatDateTime, timeAgo } from "../dates.ts";
import type { DataOrigin } from "../payload.ts";

interface LeagueFreshnessProps {
  origin: DataOrigin;
  /** The time to count from (tests); the visitor's clock otherwise (`useClientNow`). */
  now?: Date | null;
}

/**
 * Above a table or a fixture list, where a fan reads it before the numbers: how fresh
 * the data is in words ("Actualizado hace 2 horas", the exact Buenos Aires time beside
 * it in a `<time>`), and the notices that change how to read it. The club's backup says
 * so first ("Tabla de respaldo del club: …"); the page's own backup adds the original
 * site's "Usando datos de respaldo - {fecha y hora}". Old data gets a badge, and the copy
 * the service worker saved on this phone says so instead (no connection: "may be out of
 * date" goes without saying). In the prerendered page, before the visitor's clock is
 * known, the update is dated rather than counted ("Actualizado el 20/11/2026, 09:00").
 */
export function LeagueFreshness({ origin, now }: LeagueFreshnessProps) {
  const clock = useClientNow();
  const at = now === undefined ? clock : now;
  if (origin.kind === "backup") {
    return (
      <div className="league-notices">
        <p className="league-notice">{COPY.backupNotice}</p>
        <p className="league-freshness">{COPY.backupLabel(formatDateTime(origin.at) ?? "")}</p>
      </div>
    );
  }
  const { lastUpdate, stale, backup, offline } = origin.freshness;
  // A backup's date is when it was loaded, not when a league published it: no "Actualizado".
  const when = !backup && lastUpdate ? formatDateTime(lastUpdate) : undefined;
  const badges: string[] = [];
  if (offline) badges.push(COPY.offlineBadge);
  else if (stale && !backup) badges.push(COPY.staleBadge);
  if (!when && badges.length === 0 && !backup) return null;
  return (
    <div className="league-notices">
      {backup && <p className="league-notice">{COPY.backupNotice}</p>}
      {(when || badges.length > 0) && (
        <p className="league-freshness">
          {when && lastUpdate && <Updated lastUpdate={lastUpdate} when={when} now={at} />}
          {badges.map((badge) => (
            <span key={badge} className="league-badge">
              {badge}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

function Updated({ lastUpdate, when, now }: { lastUpdate: string; when: string; now: Date | null }) {
  if (!now) {
    return (
      <span>
        {COPY.updatedOn}{" "}
        <time className="league-freshness__date" dateTime={lastUpdate}>
          {when}
        </time>
      </span>
    );
  }
  const ago = timeAgo(lastUpdate, now);
  return (
    <span>
      {ago ? COPY.updated(ago) : COPY.updatedJustNow}{" "}
      <time className="league-freshness__date" dateTime={lastUpdate}>
        ({when})
      </time>
    </span>
  );
}
