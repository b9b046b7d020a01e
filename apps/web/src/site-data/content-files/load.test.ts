import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir, WEB_DIR } from "./paths.ts";
import { contentCopy, NEWS_FIELDS, newsFile } from "./testing.ts";

const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});
const copy = (changes: Record<string, string | null>) => {
  const made = contentCopy(changes);
  copies.push(made);
  return made.dir;
};

const TODAY = "2026-11-26";

describe("the site's content files", () => {
  it("publish nothing the club has not confirmed: today's news and events are all drafts", async () => {
    const published = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(published.news).toEqual([]);
    expect(published.newsBodies).toEqual({});
    expect(published.events).toEqual([]);
    // The club has posted no match result yet: the example one is a draft.
    expect(published.results).toEqual([]);
    expect(published.resultBodies).toEqual({});
    // No embed is the club's yet: each page shows its line and link instead.
    expect(published.embeds).toEqual({});
  });

  it("keep the facts the club has published: fee, discounts, office hours, contact", async () => {
    const { membership, club } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(membership.price).toBe("$15.000");
    expect(membership.familyDiscounts.map((row) => row.discount)).toEqual(["10%", "15%", "20%"]);
    expect(club.openingHours).toEqual([
      { days: "Lunes a viernes", hours: "9:00 a 21:00", schema: "Mo-Fr 09:00-21:00" },
      { days: "Sábados", hours: "9:00 a 18:00", schema: "Sa 09:00-18:00" },
      { days: "Domingos", hours: "10:00 a 14:00", schema: "Su 10:00-14:00" },
    ]);
    expect(club).toMatchObject({ phone: "(0220) 482-4186", whatsapp: "5491135781105" });
  });

  it("give each activity its timetable, the days as the club writes them", async () => {
    const { activities } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    const byId = new Map(activities.map((activity) => [activity.entry.id, activity]));
    expect(byId.get("judo")?.listing.schedule?.[0]?.rows).toContainEqual({
      group: "Niños",
      days: "Lunes, miércoles y viernes",
      hours: "18:00 a 19:00",
      weekdays: [1, 3, 5],
    });
    expect(byId.get("natacion")?.listing.schedule).toBeUndefined();
    expect(byId.get("judo")?.entry).toMatchObject({ path: "/artes-marciales/judo", aliases: ["/judo"] });
    expect(byId.get("natacion")?.entry.path).toBe("/natacion");
  });

  it("show the drafts, marked, when asked (the dev server): newest first, with their text", async () => {
    const { news, newsBodies, events, results } = await loadContent({
      dir: contentDir(),
      drafts: true,
      today: TODAY,
    });
    expect(news).toHaveLength(8);
    expect(news.every((item) => item.draft === true)).toBe(true);
    expect(news.map((item) => item.date)).toEqual([...news.map((item) => item.date)].sort().reverse());
    expect(newsBodies[news[0]?.id ?? ""]).toMatch(/^<p>.+<\/p>\n<p>/s);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.draft === true)).toBe(true);
    expect(events.map((event) => event.id)).toEqual([
      "muestra-gimnasia",
      "colecta-sangre",
      "fiesta-centenario",
      "colonia-inicio",
    ]);
  });
});

describe("loading", () => {
  it("publishes a published item as it is, with its photo through the image pipeline", async () => {
    const dir = copy({ "noticias/prueba.md": newsFile(NEWS_FIELDS, "# Título\n\nHola <b>club</b>.") });
    const { news, newsBodies } = await loadContent({ dir, drafts: false, today: TODAY });
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({
      id: "prueba",
      date: "2026-11-20",
      category: "Institucional",
      icon: "megaphone",
      title: "Prueba de noticia",
      description: "Una noticia de prueba.",
      image: {
        alt: "La fachada de la sede",
        src: expect.stringMatching(/^\/images\/club\/sede-fachada-\d+\.webp$/),
      },
    });
    expect(news[0]?.image?.avifSrcSet).toMatch(/sede-fachada-480\.avif 480w/);
    expect(news[0]).not.toHaveProperty("draft");
    // The page's one h1 is its title; HTML typed in the text is shown as text, never run.
    expect(newsBody(newsBodies)).toBe("<h2>Título</h2>\n<p>Hola &lt;b&gt;club&lt;/b&gt;.</p>");
  });

  it("takes a photo the editor saved in images-src/noticias/ through the image pipeline", async () => {
    const images = mkdtempSync(join(tmpdir(), "casa-fotos-"));
    copies.push({ remove: () => rmSync(images, { recursive: true, force: true }) });
    cpSync(join(WEB_DIR, "images-src"), images, { recursive: true });
    mkdirSync(join(images, "noticias"));
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#531c7a" } })
      .jpeg()
      .toFile(join(images, "noticias", "festejo.jpg"));
    const dir = copy({
      "noticias/festejo.md": newsFile({ ...NEWS_FIELDS, imagen: "/images/noticias/festejo.jpg" }),
    });
    const { news } = await loadContent({ dir, drafts: false, today: TODAY, imagesDir: images });
    expect(news[0]?.image).toMatchObject({
      src: "/images/noticias/festejo-1600.webp",
      width: 1600,
      height: 1067,
      alt: "La fachada de la sede",
    });
    expect(news[0]?.image?.avifSrcSet).toContain("/images/noticias/festejo-480.avif 480w");
  });

  it("leaves out the events whose day has passed, keeps today's, soonest first", async () => {
    const event = (date: string, start = "") =>
      `titulo: Evento ${date}\nfecha: ${date}\n${start ? `hora_inicio: "${start}"\n` : ""}lugar: Sede\npublicado: true\n`;
    const dir = copy({
      "eventos/b.yml": event("2026-12-12", "20:00"),
      "eventos/a.yml": event("2026-12-12", "9:00"),
      "eventos/ayer.yml": event("2026-12-11"),
      "eventos/despues.yml": event("2027-01-04"),
    });
    const { events } = await loadContent({ dir, drafts: false, today: "2026-12-12" });
    expect(events.map((item) => item.id)).toEqual(["a", "b", "despues"]);
    expect(events[0]).toMatchObject({ start: "9:00", time: "9:00" });
    expect(events[2]).not.toHaveProperty("time");
  });

  it("turns the links the editor pastes into the frames the site shows", async () => {
    const dir = copy({
      "embebidos.yml":
        'valores_y_dias:\n  canva: https://www.canva.com/design/DAGabc123/tok_45/view?utm_content=x\nmarca:\n  canva: ""\nhistoria:\n  youtube: https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3\nzumba:\n  video: ""\n',
    });
    const { embeds } = await loadContent({ dir, drafts: false, today: TODAY });
    expect(embeds).toEqual({
      valoresYDias: {
        src: "https://www.canva.com/design/DAGabc123/tok_45/view?embed",
        href: "https://www.canva.com/design/DAGabc123/tok_45/view",
      },
      historia: {
        src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        href: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
    });
  });
});

const newsBody = (bodies: Readonly<Record<string, string>>) => bodies.prueba?.trim();
