import type { HomeIcon } from "../content/home.ts";
import * as PATHS from "./icon-paths.ts";
import { LineIcon } from "./line-icon.tsx";

/** An icon of the set by its name (the content names them). */
export function Icon({ name }: { name: HomeIcon }) {
  return <LineIcon path={PATHS[name]} />;
}
