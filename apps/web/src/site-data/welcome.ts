import { text, title } from "virtual:contenido/pagina/bienvenida";
import { type NavLink, PORTAL_LINK, SIGN_UP_LINK } from "./navigation.ts";

/**
 * The welcome modal of the home page (docs/product.md#home-page): shown once per browser,
 * on its first visit to the home page. Closing it by any way is final. Its title and
 * text are the club's (`content/portada.yml`, `bienvenida`); the rest are interface words.
 */
export interface WelcomeCopy {
  title: string;
  text: string;
  /** The button that closes the modal. */
  explore: string;
  /** The line above the membership links. */
  membersLead: string;
  /** The external portal: joining and the members' portal; they open in a new tab and close the modal. */
  membershipLinks: readonly NavLink[];
}

export const WELCOME: WelcomeCopy = {
  title,
  text,
  explore: "Explorar el sitio",
  membersLead: "¿Querés ser socio o ya lo sos?",
  membershipLinks: [SIGN_UP_LINK, PORTAL_LINK],
};
