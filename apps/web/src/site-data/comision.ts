import type { ClubFacts } from "./club.ts";

/**
 * The Comisión Directiva page's interface words. Its description, who is on it and the
 * mandate's years come from `content/comision.yml` (`virtual:contenido/pagina/comision`),
 * which the club's staff fill in from the editor; until they do, the page says how to
 * reach the secretaría.
 */
export const COMISION_TITLE = "Comisión Directiva";

export const COMISION_COPY = {
  mandate: (years: string) => `Mandato ${years}`,
  membersTitle: "Integrantes",
  contactTitle: "Cómo comunicarte",
  /** Before the phone link, between it and the e-mail link. */
  callTheOffice: "Para comunicarte con la Comisión Directiva, llamá a la secretaría al ",
  orWrite: " o escribí a ",
  backHome: "Volver al Inicio",
} as const;

const lowercaseFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The office hours in one sentence, from the club's facts: "Atiende de lunes a viernes
 * de 9:00 a 21:00, sábados de 9:00 a 18:00 y domingos de 10:00 a 14:00."
 */
export function officeHoursSentence(hours: ClubFacts["openingHours"]): string {
  const parts = hours.map((slot) => {
    const days = lowercaseFirst(slot.days);
    // "Lunes a viernes" reads "de lunes a viernes"; one day stands alone ("sábados").
    return `${days.includes(" a ") ? "de " : ""}${days} de ${slot.hours}`;
  });
  if (parts.length === 0) return "";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  return `Atiende ${list}.`;
}
