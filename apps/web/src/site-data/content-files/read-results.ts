/**
 * The match results: `resultados/<id>.md`, one file per match a team of the club played,
 * its front matter the score and its Markdown body the short report ("crónica"), which
 * may be empty. The team is an activity file (its name and page come from there, never
 * repeated here); a result with a report gets a page of its own, `/resultados/<id>`.
 */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { checkDay, minutesOf } from "./dates.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import { micromarkHtml } from "./markdown.ts";
import { markdownText } from "./markdown-text.ts";
import { collectionFiles, displayPath } from "./paths.ts";
import { ContentProblem, quote } from "./problem.ts";
import type { ActivityFile } from "./read-activities.ts";
import { markdownFile } from "./read-once.ts";
import { RESERVED_RESULT_ID } from "./reserved-paths.ts";
import { checkScore, outcomeOf } from "./results-score.ts";
import { RESULTADO } from "./schemas-results.ts";
import type { MatchResult, MatchScore } from "./types-results.ts";

/** How long a report's first lines run on a card or a link preview. */
const SUMMARY_LENGTH = 160;

export interface ReadResultsOptions extends PhotoSources {
  /** Keep the unpublished results (the dev server), marked as drafts. */
  drafts: boolean;
  /** The build's day in Buenos Aires (`2026-11-22`): a match after it cannot have a result yet. */
  today: string;
  /** Every activity, drafts too: a result names its team by the activity's file name. */
  activities: readonly ActivityFile[];
}

/** `2026-11-28` → `28/11/2026`, as the club reads a date. */
const dayMonthYear = (iso: string) => iso.split("-").reverse().join("/");

/** `text` up to `length` letters, cut at a word, with "…" when something was left out. */
function firstWords(text: string, length = SUMMARY_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?¡¿-]+$/, "")}…`;
}

/** The team a result names: an activity that plays matches, or the file's line naming the teams there are. */
function teamOf(equipo: string, activities: readonly ActivityFile[], file: string) {
  const teams = activities.filter((activity) => activity.teamSport);
  const team = teams.find((activity) => activity.entry.id === equipo);
  if (team?.teamSport) return { activity: team, sport: team.teamSport };
  const known = teams.map((activity) => activity.entry.id).join(", ");
  const activity = activities.find((candidate) => candidate.entry.id === equipo);
  throw new ContentProblem(
    file,
    activity
      ? `"equipo" dice ${quote(equipo)}, una actividad que no juega partidos (en su ficha no dice su deporte en «Es un equipo que juega partidos»): los equipos son ${known}`
      : `"equipo" no es un equipo del club (dice ${quote(equipo)}): los equipos son ${known}`,
  );
}

/**
 * Every result (drafts only when asked; a team's whose page is a draft too), newest
 * first, and each report as HTML and as plain text, by id. Every file is checked, drafts
 * too: what the editor saves must build once published.
 */
export function readResults(dir: string, options: ReadResultsOptions) {
  const results: MatchResult[] = [];
  const bodies: Record<string, string> = {};
  const texts: Record<string, string> = {};
  for (const { id, file } of collectionFiles(join(dir, "resultados"), ".md")) {
    const name = displayPath(file);
    const { data, body } = markdownFile(file);
    if (id === RESERVED_RESULT_ID) {
      throw new ContentProblem(
        name,
        `el nombre "${id}" es de las listas de resultados de cada equipo (/resultados/equipo/…): cambiale el nombre al archivo`,
      );
    }
    const result = checkAgainst(RESULTADO, data, name);
    checkDay(result.fecha, "fecha", name);
    if (result.fecha > options.today) {
      throw new ContentProblem(
        name,
        `"fecha" es el ${dayMonthYear(result.fecha)}, después de hoy (${dayMonthYear(options.today)}): cargá el resultado cuando se haya jugado el partido`,
      );
    }
    const { activity, sport } = teamOf(result.equipo, options.activities, name);
    checkScore(result, sport, name);
    let image: MatchResult["image"];
    if (result.foto) {
      const alt = result.texto_alternativo?.trim();
      if (!alt) {
        throw new ContentProblem(
          name,
          '"texto_alternativo" falta: describí la foto para quien no puede verla',
        );
      }
      image = { ...photoAt(result.foto, { file: name, field: "foto", folder: "resultados" }, options), alt };
    }
    const report = body.trim() ? micromarkHtml(body, name, 'usá el campo "foto" del resultado') : "";
    // A draft, or the result of a team whose page is a draft, shows on the dev server alone.
    const draft = !result.publicado || activity.entry.draft === true;
    if (draft && !options.drafts) continue;
    const sets = result.sets ?? [];
    const score: MatchScore = {
      club: result.tantos_casa,
      rival: result.tantos_rival,
      ...(sets.length ? { sets: sets.map((set) => ({ club: set.casa, rival: set.rival })) } : {}),
    };
    const text = report ? markdownText(body) : "";
    const tournament = result.torneo?.trim();
    results.push({
      id,
      team: { id: activity.entry.id, name: activity.entry.name, path: activity.entry.path, sport },
      rival: result.rival.trim(),
      date: result.fecha,
      time: result.hora,
      home: result.condicion === "local",
      competition: result.competencia,
      ...(tournament ? { tournament } : {}),
      score,
      outcome: outcomeOf(score),
      source: "club",
      ...(report ? { path: `/resultados/${id}`, summary: firstWords(text) } : {}),
      ...(image ? { image } : {}),
      ...(draft ? { draft: true as const } : {}),
    });
    if (report) {
      bodies[id] = report;
      texts[id] = text;
    }
  }
  results.sort(
    (a, b) =>
      b.date.localeCompare(a.date) || minutesOf(b.time) - minutesOf(a.time) || a.id.localeCompare(b.id),
  );
  return { results, bodies, texts };
}
