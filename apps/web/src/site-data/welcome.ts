import { type NavLink, PORTAL_LINK, SIGN_UP_LINK } from "./navigation.ts";

/**
 * The welcome modal of the home page (docs/product.md#home-page): shown once per browser,
 * on its first visit to the home page. Closing it by any way is final.
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
  title: "¡Bienvenido a CASA de Padua!",
  text: "Desde 1926, el club del barrio: básquet, vóley, natación, artes marciales y un montón de actividades para toda la familia. Conocé los horarios, las tablas de posiciones y cómo sumarte.",
  explore: "Explorar el sitio",
  membersLead: "¿Querés ser socio o ya lo sos?",
  membershipLinks: [SIGN_UP_LINK, PORTAL_LINK],
};
