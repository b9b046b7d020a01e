import { CLUB } from "../club.ts";
import type { CtaAction } from "./types.ts";

/** Where a button of a closing call (`pagina.cierre` of an activity file) goes, by its kind. */
export function ctaLink(kind: Exclude<CtaAction["kind"], "call">): { to: string; external?: true } {
  switch (kind) {
    case "instagram":
      return { to: CLUB.social.instagram, external: true };
    case "prices":
      return { to: "/valores-y-dias" };
    case "contact":
      return { to: "/#contacto" };
    case "home":
      return { to: "/" };
  }
}
