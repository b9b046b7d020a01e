import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ADMIN_LOCAL_BACKEND } from "../../deploy/site-headers.mjs";
import { adminConfig, authScope, REPO_PLACEHOLDER, sourceConfig } from "./config.mjs";
import { decapFiles } from "./decap.mjs";

/**
 * The editor's config.yml as the build and the dev server serve it
 * (apps/web/admin/config.yml with the settings filled in), and the files of Decap the
 * build ships. The editor itself runs in Chromium in e2e/admin.spec.ts.
 */
const served = (env: Record<string, string>, dev = false) => parse(adminConfig(env, { dev }));

describe("the editor's config.yml", () => {
  it("logs in with GitHub through the relay of the editor's own origin, on the repository and site the settings name", () => {
    const config = served({
      VITE_ADMIN_REPO: "casadepadua/sitio",
      VITE_SITE_URL: "https://club.example.ar/novedades",
    });
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "casadepadua/sitio",
      branch: "main",
      auth_endpoint: "api/admin/auth",
    });
    // Never the public site's origin: the editor's page sets the editor's own (admin/init.js),
    // and the login runs in the browser in e2e/admin-login.spec.ts.
    expect(config.backend).not.toHaveProperty("base_url");
    expect(config.site_url).toBe("https://club.example.ar");
    expect(config.locale).toBe("es");
  });

  it("asks GitHub for public repositories only, unless the settings say the repository is private", () => {
    expect(served({}).backend.auth_scope).toBe("public_repo");
    expect(served({ VITE_ADMIN_REPO_PRIVATE: "false" }).backend.auth_scope).toBe("public_repo");
    expect(served({ VITE_ADMIN_REPO_PRIVATE: "true" }).backend.auth_scope).toBe("repo");
    expect(served({ VITE_ADMIN_REPO_PRIVATE: " TRUE " }).backend.auth_scope).toBe("repo");
    // A typo must not quietly pick one: the build stops and names the setting.
    expect(() => authScope("si")).toThrow(/VITE_ADMIN_REPO_PRIVATE must be true or false/);
  });

  it("shows the club's icon and logo from beside the editor, on the editor's own origin", () => {
    expect(served({}).logo).toEqual({ src: "/admin/logo.svg" });
  });

  it("says what is missing when VITE_ADMIN_REPO is not set, and refuses one that is not owner/name", () => {
    expect(served({}).backend.repo).toBe(REPO_PLACEHOLDER);
    expect(() => served({ VITE_ADMIN_REPO: "https://github.com/casadepadua/sitio" })).toThrow(/owner\/name/);
  });

  it("names the local backend only for the dev server, at the address the dev policy allows", () => {
    expect(served({})).not.toHaveProperty("local_backend");
    expect(served({}, true).local_backend).toEqual({ url: `${ADMIN_LOCAL_BACKEND}/api/v1` });
    expect(sourceConfig().local_backend).toEqual({ url: `${ADMIN_LOCAL_BACKEND}/api/v1` });
  });

  it("edits the news as files of apps/web/content/noticias, with the content files' field names", () => {
    const config = served({});
    const noticias = config.collections.find((c: { name: string }) => c.name === "noticias");
    expect(noticias).toMatchObject({
      folder: "apps/web/content/noticias",
      extension: "md",
      format: "frontmatter",
    });
    // The front matter of apps/web/content/noticias/*.md, and the Markdown body.
    expect(noticias.fields.map((field: { name: string }) => field.name)).toEqual([
      "titulo",
      "fecha",
      "categoria",
      "icono",
      "resumen",
      "imagen",
      "texto_alternativo",
      "publicado",
      "body",
    ]);
    const icono = noticias.fields.find((field: { name: string }) => field.name === "icono");
    expect(icono.options.map((option: { value: string }) => option.value).sort()).toEqual(
      ["calendario", "corazon", "estrella", "megafono", "personas", "trofeo"].sort(),
    );
    // Photos where the image pipeline reads them, named as the site serves them.
    expect(config.media_folder).toBe("apps/web/images-src/noticias");
    expect(config.public_folder).toBe("/images/noticias");
  });
});

describe("the other collections", () => {
  const collection = (name: string) => sourceConfig().collections.find((c) => c.name === name);
  const names = (fields: Array<{ name: string }> = []) => fields.map((field) => field.name);

  it("edits the events as apps/web/content/eventos/*.yml, with the content files' field names", () => {
    const eventos = collection("eventos");
    expect(eventos?.folder).toBe("apps/web/content/eventos");
    expect(names(eventos?.fields)).toEqual([
      "titulo",
      "fecha",
      "hora_inicio",
      "hora_fin",
      "lugar",
      "descripcion",
      "publicado",
    ]);
  });

  it("edits valores.yml with every one of its fields: the editor writes the whole file back", () => {
    const [file] = collection("valores")?.files ?? [];
    expect(file?.file).toBe("apps/web/content/valores.yml");
    const fields = file?.fields ?? [];
    expect(names(fields)).toEqual([
      "cuota",
      "descuentos_familiares",
      "nota_descuentos",
      "descripcion",
      "introduccion_dias",
      "introduccion_presentacion",
      "invitacion",
    ]);
    expect(names(fields[0]?.fields)).toEqual(["titulo", "precio", "periodo", "descripcion"]);
    expect(names(fields[1]?.fields)).toEqual(["integrantes", "descuento"]);
  });
});

describe("Decap's files the build ships", () => {
  it("are the entry script, its chunks, its WebAssembly and licence: no source map, no second copy", () => {
    const files = decapFiles();
    expect(files).toContain("decap-cms.js");
    expect(files.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(50);
    expect(files.filter((name) => name.endsWith(".map") || name.startsWith("cms."))).toEqual([]);
  });
});
