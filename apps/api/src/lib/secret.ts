import { inspect } from "node:util";

/** What stands for a hidden value wherever one would be shown. */
export const HIDDEN = "[oculto]";

/**
 * A setting that must never reach a log, an answer or an error line: JSON, string
 * conversion and `util.inspect` (what pino and console use) all print `[oculto]`. Only
 * `reveal()` gives the value, at the one place that sends it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [inspect.custom](): string {
    return HIDDEN;
  }
}
