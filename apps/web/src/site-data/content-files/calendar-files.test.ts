import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { calendarFileName } from "../../horarios/paths.ts";
import { timetabledActivities } from "../../horarios/week.ts";
import { LISTED_ACTIVITIES } from "../activities/listings.ts";
import { contentDir } from "./paths.ts";
import { calendarFileNames } from "./published.ts";

const work = mkdtempSync(join(tmpdir(), "casa-calendarios-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function activityFile(name: string, frontMatter: string) {
  mkdirSync(join(work, "actividades"), { recursive: true });
  writeFileSync(join(work, "actividades", `${name}.md`), `---\n${frontMatter}\n---\n\nTexto.\n`);
}

describe("the calendar files the build lists", () => {
  it("are exactly those of the activities the site shows with classes (drafts too, as the unit tests read them)", () => {
    const shown = timetabledActivities(LISTED_ACTIVITIES).map((activity) => calendarFileName(activity.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(calendarFileNames(contentDir(), { drafts: true })).toEqual([...shown].sort());
  });

  it("leave out drafts in a production build, activities without classes, and files they cannot read", () => {
    const table =
      "horarios:\n  - titulo: Clases\n    filas:\n      - grupo: Todos\n        dias: [lunes]\n        horas: 20:00";
    activityFile("judo", `nombre: Judo\npublicado: true\n${table}`);
    activityFile("yoga", `nombre: Yoga\npublicado: false\n${table}`);
    activityFile("natacion", "nombre: Natación\npublicado: true\nhorarios: []");
    activityFile("pilates", "nombre: [roto\npublicado: true");
    expect(calendarFileNames(work, { drafts: false })).toEqual(["judo"]);
    expect(calendarFileNames(work, { drafts: true })).toEqual(["judo", "yoga"]);
    expect(calendarFileNames(join(work, "no-existe"), { drafts: false })).toEqual([]);
  });
});
