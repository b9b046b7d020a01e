/**
 * The brand page's words (`marca.yml`): its description, the leads, the shield's and the
 * type's texts, and each colour's name and use. A colour is named by its design token
 * (`primary`); its value is the site's (src/site-data/marca.ts, held equal to
 * styles/global.css by a test), so no edit can make the page show a colour the site
 * does not use.
 */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { displayPath } from "./paths.ts";
import { ContentProblem, quote } from "./problem.ts";
import { yamlFile } from "./read-once.ts";
import { type COLORES_DE_MARCA, MARCA } from "./schemas-marca.ts";

/** One colour as the brand page lists it: which of the site's colours, its name, what it is for. */
interface BrandColourWords {
  token: (typeof COLORES_DE_MARCA)[number];
  name: string;
  use: string;
}

/** `marca.yml`, read. */
export interface BrandPage {
  /** The page's description (search results, link previews) and the lead under its title. */
  description: string;
  manualLead: string;
  coloursLead: string;
  colours: readonly BrandColourWords[];
  shieldText: string;
  typeText: string;
}

export function readBrand(dir: string): BrandPage {
  const name = displayPath(join(dir, "marca.yml"));
  const data = checkAgainst(MARCA, yamlFile(join(dir, "marca.yml")), name);
  const seen = new Set<string>();
  for (const [index, colour] of data.colores.lista.entries()) {
    if (seen.has(colour.color)) {
      throw new ContentProblem(
        name,
        `"colores.lista[${index + 1}].color": el color ${quote(colour.color)} ya está en la lista`,
      );
    }
    seen.add(colour.color);
  }
  return {
    description: data.descripcion.trim(),
    manualLead: data.manual.introduccion.trim(),
    coloursLead: data.colores.introduccion.trim(),
    colours: data.colores.lista.map((colour) => ({
      token: colour.color,
      name: colour.nombre.trim(),
      use: colour.uso.trim(),
    })),
    shieldText: data.escudo.texto.trim(),
    typeText: data.tipografia.texto.trim(),
  };
}
