import * as CLUB_FILE from "virtual:contenido/club";
import { config } from "../config.ts";
import { buenosAiresToday } from "../lib/buenos-aires-day.ts";

/**
 * The club's facts: the one source every page, the footer and structured data read.
 * Who the club is (name, founding) is written here; how to reach it (address, phones,
 * e-mails, hours, portal and social links) comes from `content/club.yml`, which the
 * club's staff edit, each contact fact overridable by its `VITE_CLUB_*` setting (config.ts).
 */
export interface ClubFacts {
  name: string;
  shortName: string;
  tagline: string;
  /** Founding date (ISO). The original site gives two; docs/product.md#site-wide asks for one, used everywhere. */
  founded: string;
  /** The founding date as the site writes it. */
  foundedLabel: string;
  /** The year the club took its present name. */
  renamedYear: number;
  phone: string;
  /** The club's general e-mail (contact section, footer, structured data). */
  email: { general: string; communications: string; social: string };
  whatsapp: string;
  address: string;
  mapQuery: string;
  portal: { signupUrl: string; homeUrl: string };
  social: { facebook: string; instagram: string; youtube: string };
  /** Opening hours of the office, as shown on the home page and in structured data. */
  openingHours: ReadonlyArray<{ days: string; hours: string; schema: string }>;
  encyclopediaUrl: string;
}

export const CLUB: ClubFacts = {
  name: "Club Atlético San Antonio de Padua",
  shortName: "CASA de Padua",
  tagline: "El club, tu segundo hogar",
  founded: "1926-12-12",
  foundedLabel: "12 de diciembre de 1926",
  renamedYear: 1928,
  phone: config.club.phone,
  whatsapp: config.club.whatsapp,
  address: config.club.address,
  mapQuery: config.club.mapQuery || `Club Atlético San Antonio de Padua, ${config.club.address}`,
  email: {
    general: config.club.email,
    communications: CLUB_FILE.communicationsEmail,
    social: CLUB_FILE.socialEmail,
  },
  portal: { signupUrl: config.club.portalSignupUrl, homeUrl: config.club.portalHomeUrl },
  social: {
    facebook: config.club.facebookUrl,
    instagram: config.club.instagramUrl,
    youtube: config.club.youtubeUrl,
  },
  openingHours: CLUB_FILE.openingHours,
  encyclopediaUrl: "https://es.wikipedia.org/wiki/Club_Atl%C3%A9tico_San_Antonio_de_Padua",
};

/**
 * Whole years since the club's founding on `today`, a Buenos Aires date (`2026-12-12`:
 * 100; the day before, 99), by default today's. The original site's "98" was true when written.
 */
export function yearsOfHistory(today: string = buenosAiresToday()): number {
  const founded = CLUB.founded;
  const years = Number(today.slice(0, 4)) - Number(founded.slice(0, 4));
  return today.slice(5) < founded.slice(5) ? years - 1 : years;
}

/**
 * A phone number as a `tel:` link: digits and the leading +, nothing else. A local
 * number with its area code in brackets, "(0220) 482-4186", dials as +54 220 482 4186,
 * so it works from a mobile anywhere (the trunk 0 goes).
 */
export const phoneHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+54${digits.slice(1)}` : digits}`;
};

/**
 * A phone number as shown on a page: its spaces and hyphens non-breaking (U+00A0, U+2011),
 * so a narrow column never splits "(0220) 482-4186" across two lines. It reads the same.
 */
export const phoneText = (phone: string) => phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");

/** An e-mail address as a `mailto:` link. */
export const mailHref = (email: string) => `mailto:${email}`;

/** The site developer's credit in the footer. */
export const DEVELOPER_CREDIT = {
  text: "Sitio desarrollado por el equipo web de CASA de Padua",
  links: [{ label: "GitHub", href: "https://github.com/casadepadua" }],
} as const;
