import { useEffect, useState } from "react";
import { yearsOfHistory } from "../site-data/club.ts";

/**
 * The club's age, counted from its founding date to today in Buenos Aires. The page is
 * prerendered with the build's count (`built`, from its loader); a visit after the next
 * 12 December must show one more year, so once hydrated (same text, no mismatch) the span
 * shows the visitor's count.
 */
export function YearsOfHistory({ built }: { built?: number }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <span>{hydrated || built === undefined ? yearsOfHistory() : built}</span>;
}
