import { useEffect, useState } from "react";
import { yearsOfHistory } from "../../content/club.ts";

/**
 * The club's age, counted from its founding date to today in Buenos Aires. The page is
 * prerendered at build time, and a visit after the next 12 December must show one more year: hydration
 * keeps the prerendered figure (no mismatch, no layout shift), then the span is
 * rendered anew with today's count.
 */
export function YearsOfHistory() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <span key={hydrated ? "today" : "prerendered"} suppressHydrationWarning>
      {yearsOfHistory()}
    </span>
  );
}
