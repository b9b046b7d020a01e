import { replace } from "react-router";
import { REDIRECTS } from "../redirects.ts";
import type { Route } from "./+types/redirect";

/** Sends an old or alias path to its page, replacing the history entry. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  throw replace(REDIRECTS[path] ?? "/");
}

export default function Redirect() {
  return null;
}
