/**
 * What is wrong with a content file, as ONE Spanish line naming the file, the field and
 * the problem (`apps/web/content/noticias/x.md: "fecha" debe ser una fecha AAAA-MM-DD
 * (dice "12/13/2026")`): the line the build prints before it stops, and the line the
 * dev server shows. Whoever edits the file (often the club's staff) must be able to fix
 * it from that line alone.
 */
export class ContentProblem extends Error {
  /** The file, as the repository names it (`apps/web/content/noticias/x.md`). */
  readonly file: string;
  /** What is wrong, without the file: `"fecha" debe ser…`. */
  readonly problem: string;

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentProblem";
    this.file = file;
    this.problem = problem;
  }
}

/**
 * Whether `error` is a `ContentProblem`, from whichever copy of this module made it: one
 * build process loads the content code more than once (see read-once.ts), and a problem
 * kept there may come from another copy than the caller's, which `instanceof` would miss.
 */
export const isContentProblem = (error: unknown): error is ContentProblem =>
  error instanceof Error && error.name === "ContentProblem";

/** A value as the line quotes it back: short, on one line. */
export function quote(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, " ").trim();
  return `"${line.length > 60 ? `${line.slice(0, 57)}…` : line}"`;
}

/** `/horarios/1/filas/0/horas` → `horarios[2].filas[1].horas` (positions counted from 1, as people count). */
export function fieldName(instancePath: string): string {
  return instancePath
    .split("/")
    .filter(Boolean)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce(
      (name, part) => (/^\d+$/.test(part) ? `${name}[${Number(part) + 1}]` : name ? `${name}.${part}` : part),
      "",
    );
}
