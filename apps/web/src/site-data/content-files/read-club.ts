/** The single files: the club's contact facts (`club.yml`) and its fees (`valores.yml`). */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { minutesOf, twoDigitClock } from "./dates.ts";
import { displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { yamlFile } from "./read-once.ts";
import { CLUB_DATOS, DIAS, VALORES } from "./schemas.ts";
import type { ClubContact, Membership } from "./types.ts";

/** schema.org's day codes, in the order of `DIAS`. */
const SCHEMA_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Lunes a viernes"; one day on its own as the club writes it: "Sábados", "Domingos", "Lunes". */
function daysLabel(from: string, to: string): string {
  if (from !== to) return capitalised(`${from} a ${to}`);
  return capitalised(from.endsWith("s") ? from : `${from}s`);
}

function readYaml<T>(dir: string, fileName: string, check: (data: unknown, name: string) => T): T {
  const file = join(dir, fileName);
  const name = displayPath(file);
  return check(yamlFile(file), name);
}

export function readClub(dir: string): ClubContact {
  let name = "";
  const club = readYaml(dir, "club.yml", (data, file) => {
    name = file;
    return checkAgainst(CLUB_DATOS, data, file);
  });
  const openingHours = club.horario_secretaria.map((slot, index) => {
    if (minutesOf(slot.cierra) <= minutesOf(slot.abre)) {
      throw new ContentProblem(
        name,
        `"horario_secretaria[${index + 1}].cierra" debe ser después de la hora en que abre (dice "${slot.cierra}", abre a las ${slot.abre})`,
      );
    }
    const from = DIAS.indexOf(slot.desde);
    const to = DIAS.indexOf(slot.hasta);
    if (to < from) {
      throw new ContentProblem(
        name,
        `"horario_secretaria[${index + 1}].hasta" debe ser el mismo día que "desde" o uno posterior de la semana (dice "${slot.hasta}")`,
      );
    }
    const days = from === to ? SCHEMA_DAYS[from] : `${SCHEMA_DAYS[from]}-${SCHEMA_DAYS[to]}`;
    return {
      days: daysLabel(slot.desde, slot.hasta),
      hours: `${slot.abre} a ${slot.cierra}`,
      schema: `${days} ${twoDigitClock(slot.abre)}-${twoDigitClock(slot.cierra)}`,
    };
  });
  return {
    address: club.direccion,
    phone: club.telefono,
    whatsapp: club.whatsapp,
    email: club.email,
    communicationsEmail: club.email_comunicacion,
    socialEmail: club.email_accion_social,
    mapQuery: club.mapa?.trim() ?? "",
    portalSignupUrl: club.portal_alta,
    portalHomeUrl: club.portal_socios,
    facebookUrl: club.facebook,
    instagramUrl: club.instagram,
    youtubeUrl: club.youtube,
    openingHours,
  };
}

/** `15000` → "$15.000", as the club writes its prices. */
const pesos = (amount: number) => `$${amount.toLocaleString("es-AR")}`;

export function readMembership(dir: string): Membership {
  const valores = readYaml(dir, "valores.yml", (data, file) => checkAgainst(VALORES, data, file));
  return {
    title: valores.cuota.titulo,
    price: pesos(valores.cuota.precio),
    period: valores.cuota.periodo,
    description: valores.cuota.descripcion,
    familyDiscounts: valores.descuentos_familiares.map((row) => ({
      members: row.integrantes,
      discount: `${row.descuento}%`,
    })),
    note: valores.nota_descuentos,
  };
}
