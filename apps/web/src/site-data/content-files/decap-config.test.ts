import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { WEB_DIR } from "./paths.ts";
import { SCHEMAS } from "./schemas.ts";

/**
 * The editor's configuration (apps/web/admin/config.yml, Decap CMS) against the
 * schemas the build checks: same collections, same field names at every level, the
 * same optional fields, the same patterns, drafts by default. What the editor saves
 * is what the build reads.
 */
interface DecapField {
  name: string;
  label: string;
  widget: string;
  value_type?: string;
  min?: number;
  value_field?: string;
  collection?: string;
  filters?: Array<{ field: string; values: string[] }>;
  media_folder?: string;
  public_folder?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  format?: string;
  options?: Array<string | { value: string }>;
  fields?: DecapField[];
  hint?: string;
}
interface DecapCollection {
  name: string;
  label: string;
  folder?: string;
  files?: Array<{ name: string; file: string; fields: DecapField[] }>;
  fields?: DecapField[];
  extension?: string;
  format?: string;
}

const config = parse(readFileSync(join(WEB_DIR, "admin", "config.yml"), "utf8")) as {
  locale: string;
  local_backend: { url: string };
  backend: { name: string; repo: string; branch: string };
  media_folder: string;
  public_folder: string;
  collections: DecapCollection[];
};
const REPO = join(WEB_DIR, "..", "..");

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  pattern?: string;
  enum?: string[];
};

/**
 * What the editor edits, each held to its schema: a collection, or each file of a
 * collection of files named after none ("Páginas": `portada`, `historia`), as if it were
 * a collection of its own.
 */
const collections: DecapCollection[] = config.collections.flatMap((collection) =>
  collection.name in SCHEMAS || !collection.files
    ? [collection]
    : collection.files.map((file) => ({ name: file.name, label: collection.label, files: [file] })),
);

/** The fields of a collection (a folder's, or its one file's). */
const fieldsOf = (collection: DecapCollection): DecapField[] =>
  collection.fields ?? collection.files?.[0]?.fields ?? [];

/**
 * Each problem where the editor's fields and the schema's properties differ, by path.
 * `inOptionalObject`: the fields are those of an object the schema lets a file leave out.
 */
function compare(
  fields: DecapField[],
  schema: Schema,
  path: string,
  extra: string[] = [],
  inOptionalObject = false,
): string[] {
  const properties = schema.properties ?? {};
  const names = fields.map((field) => field.name).filter((name) => !extra.includes(name));
  const problems: string[] = [];
  if (JSON.stringify(names.sort()) !== JSON.stringify(Object.keys(properties).sort()))
    problems.push(`${path}: editor ${names.join(",")} / schema ${Object.keys(properties).join(",")}`);
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) continue;
    const where = `${path}.${field.name}`;
    const optional = !(schema.required ?? []).includes(field.name);
    // Decap checks the required fields of an optional object even when it is left empty
    // (decaporg/decap-cms#7748): there the editor may leave them optional, and the build's
    // check asks for them once the object is filled in.
    const optionalForDecap = optional || (inOptionalObject && field.widget !== "object");
    if (field.required === false ? !optionalForDecap : optional)
      problems.push(`${where}: required in one, optional in the other`);
    if (field.pattern && property.pattern && field.pattern[0] !== property.pattern)
      problems.push(`${where}: pattern ${field.pattern[0]} / ${property.pattern}`);
    if (property.pattern && !field.pattern && field.widget === "string")
      problems.push(`${where}: the editor does not check the schema's pattern`);
    if (property.enum) {
      const values = (field.options ?? []).map((option) =>
        typeof option === "string" ? option : option.value,
      );
      if (JSON.stringify(values) !== JSON.stringify(property.enum)) problems.push(`${where}: options differ`);
    }
    const inner = property.type === "array" ? property.items : property;
    if (field.fields && inner)
      problems.push(...compare(field.fields, inner, where, [], property.type === "object" && optional));
  }
  return problems;
}

describe("the editor's configuration (Decap CMS)", () => {
  it("speaks Spanish, saves to the working tree locally and to GitHub in production", () => {
    expect(config.locale).toBe("es");
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" });
    expect(config.backend.name).toBe("github");
    // The repository comes from VITE_ADMIN_REPO, set by the /admin build step.
    expect(config.backend.repo).toBe("VITE_ADMIN_REPO/sin-configurar");
  });

  it("puts news photos where the image pipeline makes AVIF and WebP of them, named as the news files say", () => {
    expect(config.media_folder).toBe("apps/web/images-src/noticias");
    expect(config.public_folder).toBe("/images/noticias");
    const image = fieldsOf(collections.find((c) => c.name === "noticias") as DecapCollection).find(
      (field) => field.name === "imagen",
    );
    expect(image?.widget).toBe("image");
  });

  it("has one collection per kind of content, each on its folder or file", () => {
    expect(collections.map((collection) => collection.name).sort()).toEqual(Object.keys(SCHEMAS).sort());
    for (const collection of collections) {
      const path = collection.folder ?? collection.files?.[0]?.file ?? "";
      expect(existsSync(join(REPO, path)), path).toBe(true);
      expect(collection.files?.length ?? 1).toBe(1);
    }
  });

  it("names every field as its schema, at every level, optional where the schema allows it", () => {
    const problems = collections.flatMap((collection) =>
      compare(
        fieldsOf(collection),
        SCHEMAS[collection.name] as Schema,
        collection.name,
        // A news item's, an activity's and a result's text is the file's body, under its front matter.
        ["noticias", "actividades", "resultados"].includes(collection.name) ? ["body"] : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  // What the staff write in the editor is the club's own word: the switch starts on, and
  // turned off the item stays a draft (left out of production builds).
  it("gives every news item and event a switch between published and draft", () => {
    for (const name of ["noticias", "eventos", "actividades", "resultados"]) {
      const published = fieldsOf(collections.find((c) => c.name === name) as DecapCollection).find(
        (field) => field.name === "publicado",
      );
      expect(published).toMatchObject({ widget: "boolean", default: true });
    }
  });

  it("lets a coach pick only a team for a result, and type the score only as whole numbers", () => {
    const results = fieldsOf(collections.find((c) => c.name === "resultados") as DecapCollection);
    const field = (name: string) => results.find((candidate) => candidate.name === name);
    // The team is an activity's file name, among those whose sport is set: what the build accepts.
    const sports = (SCHEMAS.actividades as Schema).properties?.deporte_de_equipo?.enum;
    expect(field("equipo")).toMatchObject({
      widget: "relation",
      collection: "actividades",
      value_field: "{{slug}}",
      filters: [{ field: "deporte_de_equipo", values: sports }],
    });
    const numbers = [field("tantos_casa"), field("tantos_rival"), ...(field("sets")?.fields ?? [])];
    expect(numbers).toHaveLength(4);
    for (const number of numbers)
      expect(number).toMatchObject({ widget: "number", value_type: "int", min: 0 });
    // Its photo goes where the build looks for it (read-results.ts names that folder when it is missing).
    expect(field("foto")).toMatchObject({
      widget: "image",
      media_folder: "/apps/web/images-src/resultados",
      public_folder: "/images/resultados",
    });
  });

  it("writes dates as YYYY-MM-DD, and labels and hints everything in Spanish", () => {
    const all = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((field) => [field, ...all(field.fields ?? [])]);
    const fields = collections.flatMap((collection) => all(fieldsOf(collection)));
    for (const field of fields.filter((f) => f.widget === "datetime"))
      expect(field.format).toBe("YYYY-MM-DD");
    for (const field of fields) {
      expect(field.label, field.name).toMatch(/\S/);
      // No English left from a template.
      expect(`${field.label} ${field.hint ?? ""}`).not.toMatch(/\b(the|and|field|title|date)\b/i);
    }
    for (const collection of collections) expect(collection.label).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});
