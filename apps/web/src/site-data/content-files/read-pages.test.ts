import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir } from "./paths.ts";
import { contentCopy, problemWith } from "./testing.ts";

/**
 * The own words of /horarios (`horarios.yml`), /novedades (`novedades.yml`), Valores y
 * Días (`valores.yml`), the Comisión Directiva (`comision.yml`), Nuestras Instalaciones
 * (`instalaciones.yml`) and Acción Social (`accion-social.yml`): what the shipped files
 * say, a text changed in its file is the one the page's data gives, and a missing one
 * stops the build with one line naming the file and the field.
 */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const TODAY = "2026-11-26";
const shipped = (file: string) => readFileSync(join(contentDir(), file), "utf8");

async function load(changes: Record<string, string | null> = {}) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return loadContent({ dir: copy.dir, drafts: false, today: TODAY });
}

/** `file`'s text with the line `field: …` (at the start of a line) written anew. */
const withLine = (file: string, field: string, value: string) => {
  const text = shipped(file);
  const changed = text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: "${value}"`);
  expect(changed, `${file}: ${field}`).not.toBe(text);
  return changed;
};

describe("the shipped files", () => {
  it("say what the pages said before they were files", async () => {
    const content = await load();
    expect(content.weekPage).toEqual({
      description:
        "Todas las clases de la semana en CASA de Padua, día por día: deportes y actividades con su horario y su grupo.",
      lead: "Qué hay hoy en el club y el resto de la semana: cada clase con su horario y su grupo. Tocá una actividad para ver su página.",
    });
    expect(content.newsList).toEqual({
      description: "Las últimas noticias de CASA de Padua: resultados, eventos, inscripciones y más.",
    });
    expect(content.valuesPage).toEqual({
      description: "Cuotas, valores y días de entrenamiento de cada deporte y actividad de CASA de Padua.",
      daysLead:
        "Los días de entrenamiento de cada deporte y actividad. Si no ves el horario que buscás, te lo contamos en secretaría.",
      presentationLead: "La presentación de valores y días del club, tal como la compartimos en redes.",
      invitation: {
        title: "¿Te sumás al club?",
        text: "Escribinos para inscribirte o sacarte cualquier duda, o seguinos para enterarte de las novedades.",
      },
    });
    expect(content.board.description).toBe(
      "Quiénes forman la Comisión Directiva de CASA de Padua y cómo comunicarte con ella.",
    );
    expect(content.socialAction.description).toBe(
      "Las campañas solidarias de CASA de Padua y cómo sumarte como voluntario.",
    );
    expect(content.facilities.intro).toBe(
      "Los espacios del club, en Independencia 725, San Antonio de Padua: donde entrenamos, competimos y nos encontramos.",
    );
  });
});

describe("a text changed in its file", () => {
  it("is the one each page's data gives", async () => {
    const content = await load({
      "horarios.yml": withLine("horarios.yml", "descripcion", "Otra descripción de los horarios."),
      "novedades.yml": withLine("novedades.yml", "descripcion", "Otra descripción de las novedades."),
      "valores.yml": withLine("valores.yml", "introduccion_dias", "Otra línea de los días."),
      "comision.yml": withLine("comision.yml", "descripcion", "Otra descripción de la comisión."),
      "accion-social.yml": withLine("accion-social.yml", "descripcion", "Otra descripción solidaria."),
      "instalaciones.yml": withLine("instalaciones.yml", "introduccion", "Otra introducción."),
    });
    expect(content.weekPage.description).toBe("Otra descripción de los horarios.");
    expect(content.newsList.description).toBe("Otra descripción de las novedades.");
    expect(content.valuesPage.daysLead).toBe("Otra línea de los días.");
    expect(content.board.description).toBe("Otra descripción de la comisión.");
    expect(content.socialAction.description).toBe("Otra descripción solidaria.");
    expect(content.facilities.intro).toBe("Otra introducción.");
    // The fee beside Valores y Días' words is read as before.
    expect(content.membership.price).toBe("$15.000");
  });

  it("is the new line under /horarios' title", async () => {
    const content = await load({
      "horarios.yml": withLine("horarios.yml", "entradilla", "Otra línea debajo del título."),
    });
    expect(content.weekPage.lead).toBe("Otra línea debajo del título.");
  });
});

describe("a missing text", () => {
  it("names its file and its field", async () => {
    expect(await problemWith({ "horarios.yml": "descripcion: Una.\n" })).toBe(
      'horarios.yml: falta el campo "entradilla"',
    );
    expect(await problemWith({ "novedades.yml": 'descripcion: ""\n' })).toBe(
      'novedades.yml: "descripcion" no puede estar vacío (dice "")',
    );
    expect(await problemWith({ "novedades.yml": null })).toBe("novedades.yml: falta este archivo");
    const values = shipped("valores.yml").replace(/^ {2}texto: .*\n/m, "");
    expect(await problemWith({ "valores.yml": values })).toBe(
      'valores.yml: falta el campo "texto" en "invitacion"',
    );
    const social = shipped("accion-social.yml").replace(/^descripcion: .*\n/m, "");
    expect(await problemWith({ "accion-social.yml": social })).toBe(
      'accion-social.yml: falta el campo "descripcion"',
    );
  });
});
