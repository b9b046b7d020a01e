import { type Static, Type } from "typebox";

/** The body of every 4xx/5xx answer of the API: a Spanish message. */
export const ApiErrorSchema = Type.Object({ error: Type.String() });
export type ApiError = Static<typeof ApiErrorSchema>;
