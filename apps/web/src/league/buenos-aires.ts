/**
 * The club's time zone, and formatters made when first needed: what the next-match
 * card shares with the tables' dates (dates.ts), in a module of its own so that the
 * home page's card does not download the tables' date code.
 */
export const BUENOS_AIRES = "America/Argentina/Buenos_Aires";

/**
 * A formatter made on first use, not when the module loads: the first Intl object a
 * page makes loads the browser's locale data (≈ 0.1–0.2 s on a slow phone), which a
 * page that shows no date should not pay for.
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
