import type { Fixture, LeagueKey } from "@casa/shared";
import { BUENOS_AIRES, lazy } from "./buenos-aires.ts";

/** A league's upcoming matches, as its fixtures answer listed them. */
export interface LeagueFixtures {
  league: LeagueKey;
  fixtures: readonly Fixture[];
}

/** Our club's next match: which league, the match, when it starts, the rival and where. */
export interface NextMatch {
  league: LeagueKey;
  fixture: Fixture;
  startsAt: Date;
  rival: string;
  /** True when we play at home ("Local"). */
  home: boolean;
}

/**
 * A fixture's kick-off: its `dd/mm/yyyy` and `hh:mm` are Buenos Aires wall-clock time,
 * and Argentina keeps UTC−3 all year. `undefined` without a readable date and time: a
 * card must not guess either.
 */
export function matchStart(fecha: string, hora: string): Date | undefined {
  const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(fecha.trim());
  const time = /^(\d{1,2}):(\d{2})$/.exec(hora.trim());
  if (!date || !time) return undefined;
  const [day, month, year] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const instant = new Date(Date.UTC(year, month - 1, day, Number(time[1]) + 3, Number(time[2])));
  // 31/02 would roll over into March: refuse it rather than invent a day.
  const check = new Date(instant.getTime() - 3 * 3_600_000);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? instant : undefined;
}

/** The soonest match of any of the leagues that has not started at `now`. */
export function nextMatch(leagues: readonly LeagueFixtures[], now: Date): NextMatch | undefined {
  let best: NextMatch | undefined;
  for (const { league, fixtures } of leagues) {
    for (const fixture of fixtures) {
      const startsAt = matchStart(fixture.fecha, fixture.hora);
      if (!startsAt || startsAt <= now || (best && best.startsAt <= startsAt)) continue;
      const home = fixture.es_casa_local;
      best = { league, fixture, startsAt, home, rival: home ? fixture.visitante : fixture.local };
    }
  }
  return best;
}

// Made on first use (see `lazy`): a page with no match to show never pays for them.
const FORMATS = lazy(() => {
  const inBuenosAires = (parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("es-AR", { timeZone: BUENOS_AIRES, ...parts });
  return {
    day: inBuenosAires({ weekday: "long", day: "numeric", month: "long" }),
    time: inBuenosAires({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  };
});

/** "Sábado 28 de noviembre" and "20:00", in Buenos Aires time whatever the phone's zone. */
export function matchDayAndTime(startsAt: Date): { day: string; time: string } {
  const formats = FORMATS();
  const day = formats.day.format(startsAt).replace(",", "");
  return { day: day.charAt(0).toUpperCase() + day.slice(1), time: formats.time.format(startsAt) };
}
