import {
  calendar,
  check,
  clock,
  heart,
  instagram,
  mail,
  megaphone,
  phone,
  pin,
  star,
  sun,
  trophy,
  users,
} from "../lib/icon-paths.ts";
import type { HomeIcon } from "../site-data/home.ts";
import { LineIcon } from "./line-icon.tsx";

const PATHS: Record<HomeIcon, string> = {
  trophy,
  calendar,
  heart,
  users,
  star,
  megaphone,
  clock,
  pin,
  check,
  mail,
  sun,
  phone,
  instagram,
};

/** An icon of the site's set by its name (the content names them). */
export function Icon({ name }: { name: HomeIcon }) {
  return <LineIcon path={PATHS[name]} />;
}
