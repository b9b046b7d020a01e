import envSchema from "env-schema";
import { ConfigError } from "./config-error.js";
import { READERS, type ReaderKind, type Settings, SettingsSchema, settingsFrom } from "./schema.js";

type Env = Record<string, string | undefined>;

/** What of Ajv's error objects is read here (ajv is env-schema's, not a dependency of ours). */
interface SettingError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Each variable trimmed, blank ones left out: a blank variable is an unset one (the root
 * `.env.example` lists most of them blank), so it takes its default. Done before
 * env-schema, which takes texts as they are.
 */
function givenTexts(env: Env): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const text = value?.trim();
    if (text) given[name] = text;
  }
  return given;
}

/** Where Ajv keeps the text being read: the object and the variable's name in it. */
interface TextPlace {
  parentData: Record<string, unknown>;
  parentDataProperty: string | number;
}

/**
 * The `reads` keyword: the text becomes what its reader makes of it (as env-schema's own
 * `separator` keyword turns a text into a list), or the reader's Spanish line is the error.
 * Ajv declares the last two arguments optional; it passes both to a modifying keyword.
 */
function reads(
  kind: ReaderKind,
  text: string,
  variableSchema?: Record<string, unknown>,
  place?: TextPlace,
): boolean {
  const name = String(place?.parentDataProperty);
  const reading = READERS[kind](text, name, variableSchema?.examples as string[] | undefined);
  if ("problem" in reading) {
    reads.errors = [{ keyword: "reads", message: reading.problem, params: { kind } }];
    return false;
  }
  if (place) place.parentData[name] = reading.value;
  return true;
}
reads.errors = [] as Partial<SettingError>[];

type AjvOption = Extract<NonNullable<envSchema.EnvSchemaOpt["ajv"]>, { customOptions: unknown }>;

/**
 * The Ajv of every read, with the `reads` keyword. Made by env-schema on the first read,
 * then handed back to it, so that Ajv is set up and the schema compiled once (a new Ajv
 * costs ~50 ms, and the tests read settings hundreds of times).
 */
let settingsAjv: ReturnType<AjvOption["customOptions"]> | undefined;
const firstAjv: AjvOption = {
  customOptions: (fresh) =>
    (settingsAjv = fresh.addKeyword({
      keyword: "reads",
      type: "string",
      schemaType: "string",
      modifying: true,
      validate: reads,
    })),
};

/** The Spanish line of one problem Ajv found. */
function describe(error: SettingError, given: Record<string, string>): string {
  const name = error.instancePath.slice(1);
  const text = given[name];
  if (error.keyword === "reads") return error.message ?? name;
  if (error.keyword === "enum")
    return `${name} debe ser uno de ${(error.params.allowedValues as string[]).join(", ")} (vale "${text}")`;
  // The only other keywords of the schema: an integer's `type`, `minimum` and `maximum`.
  const { minimum, maximum } = SettingsSchema.properties[name] as {
    minimum?: number;
    maximum?: number;
  };
  return `${name} debe ser un entero entre ${minimum} y ${maximum} (vale "${text}")`;
}

/**
 * Every field of the settings tree, read by env-schema from its variable in `env` (and
 * nothing from elsewhere: `process.env` and the `.env` file are merged by the caller);
 * throws one {@link ConfigError} naming every variable that is wrong on its own.
 */
export function readSettings(env: Env): Settings {
  const given = givenTexts(env);
  try {
    const values = envSchema({
      schema: SettingsSchema,
      data: given,
      env: false,
      ajv: settingsAjv ?? firstAjv,
    });
    return settingsFrom(values);
  } catch (error) {
    const problems = (error as { errors?: SettingError[] }).errors;
    if (!problems) throw error;
    throw new ConfigError(problems.map((problem) => describe(problem, given)));
  }
}
