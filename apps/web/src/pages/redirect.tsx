import { Navigate, useLocation } from "react-router";
import { REDIRECTS } from "../redirects.ts";

/**
 * Sends an old or alias path to its page, replacing the history entry: after a click
 * the visitor's history holds the page they came from and the target; after opening
 * the old address directly it holds only the target. (Servers answer these paths with
 * a 301 first; this covers hosts and in-app navigations that reach the route.)
 */
export default function Redirect() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  return <Navigate to={REDIRECTS[path] ?? "/"} replace />;
}
