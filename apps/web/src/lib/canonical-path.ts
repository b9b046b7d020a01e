import { ACTIVITY_LIST } from "../site-data/activities/index.ts";

/** The canonical path of a page: no trailing slash; an activity's alias names its own page. */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/(.)\/$/, "$1");
  return ACTIVITY_LIST.find((entry) => entry.aliases?.includes(path))?.path ?? path;
}
