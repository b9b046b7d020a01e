import { config } from "../config.ts";

/** The club's facts: the one source every page, the footer and structured data read. */
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
    communications: "comunicacion@casadepadua.com.ar",
    social: "accionsocial@casadepadua.com.ar",
  },
  portal: { signupUrl: config.club.portalSignupUrl, homeUrl: config.club.portalHomeUrl },
  social: {
    facebook: config.club.facebookUrl,
    instagram: config.club.instagramUrl,
    youtube: config.club.youtubeUrl,
  },
  openingHours: [
    { days: "Lunes a viernes", hours: "9:00 a 21:00", schema: "Mo-Fr 09:00-21:00" },
    { days: "Sábados", hours: "9:00 a 18:00", schema: "Sa 09:00-18:00" },
    { days: "Domingos", hours: "10:00 a 14:00", schema: "Su 10:00-14:00" },
  ],
  encyclopediaUrl: "https://es.wikipedia.org/wiki/Club_Atl%C3%A9tico_San_Antonio_de_Padua",
};

/** Whole years since the club's founding, as of `today` (the original site's "98" was true when written). */
export function yearsOfHistory(today: Date = new Date()): number {
  const [year, month, day] = CLUB.founded.split("-").map(Number) as [number, number, number];
  const beforeAnniversary =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeAnniversary ? 1 : 0);
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

/** An e-mail address as a `mailto:` link. */
export const mailHref = (email: string) => `mailto:${email}`;

/** The site developer's credit in the footer. */
export const DEVELOPER_CREDIT = {
  text: "Sitio desarrollado por el equipo web de CASA de Padua",
  links: [{ label: "GitHub", href: "https://github.com/casadepadua" }],
} as const;
