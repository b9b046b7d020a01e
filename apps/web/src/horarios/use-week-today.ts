import { useState } from "react";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import { buenosAiresWeekday } from "./week.ts";

const isWeekday = (value: number): value is Weekday => Number.isInteger(value) && value >= 1 && value <= 7;

export interface WeekToday {
  /** Today's day of the week, or `null`: the days stay Monday first, none marked. */
  today: Weekday | null;
  /** Whether the week is the prerendered page's (built, or hydrated from it): it keeps its script. */
  prerendered: boolean;
}

/**
 * Today's day of the week for the week's order and its "Hoy". While the page is
 * prerendered (built once, on any day): none. In the browser, hydrating that page: the
 * day its script put first (`today-first.ts`, kept in the wrapper's `data-hoy`), so
 * hydration finds the page exactly as the app draws it. Drawn by the app after a
 * client-side visit: the device's clock, in Buenos Aires. Decided once, as the week mounts.
 * @param weekId the id of the week's wrapper, which carries `data-hoy`
 */
export function useWeekToday(weekId: string): WeekToday {
  const [decided] = useState<WeekToday>(() => {
    if (typeof document === "undefined") return { today: null, prerendered: true };
    const built = document.getElementById(weekId);
    if (!built) return { today: buenosAiresWeekday(new Date()), prerendered: false };
    const day = Number(built.getAttribute("data-hoy") ?? Number.NaN);
    return { today: isWeekday(day) ? day : null, prerendered: true };
  });
  return decided;
}
