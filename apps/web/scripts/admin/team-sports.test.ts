import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { teamSports } from "./team-sports.mjs";

/** Each team's sport as the editor gets it (equipos.json), from a content folder's activities. */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function contentWith(activities: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "casa-team-sports-"));
  folders.push(dir);
  mkdirSync(join(dir, "actividades"));
  for (const [id, frontMatter] of Object.entries(activities)) {
    writeFileSync(join(dir, "actividades", `${id}.md`), `---\nnombre: ${id}\n${frontMatter}---\n`);
  }
  return dir;
}

describe("each team's sport, for the editor's check of a result", () => {
  it("names the activities that are teams, by file name, with their sport; drafts too", () => {
    const dir = contentWith({
      "voley-primera": "deporte_de_equipo: voley\n",
      "basquet-federal": "deporte_de_equipo: basquet\npublicado: false\n",
      yoga: "",
    });
    expect(teamSports(dir)).toEqual({ "basquet-federal": "basquet", "voley-primera": "voley" });
  });

  it("leaves out a sport it does not check (the content check says what is wrong with it)", () => {
    expect(teamSports(contentWith({ "handball-primera": "deporte_de_equipo: handball\n" }))).toEqual({});
  });

  it("is empty when there are no activities", () => {
    const dir = mkdtempSync(join(tmpdir(), "casa-team-sports-"));
    folders.push(dir);
    expect(teamSports(dir)).toEqual({});
  });
});
