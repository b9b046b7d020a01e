import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The OAuth `state` of a login in progress, kept by the browser that started it: the
 * callback goes on only when the `state` GitHub hands back equals this cookie, so a
 * callback link made by someone else (login CSRF, a replayed code) goes nowhere.
 *
 * Named `__session` because Firebase Hosting strips every other cookie before a
 * rewrite reaches Cloud Run. Scoped to the callback's path, HttpOnly, SameSite=Lax
 * (sent on GitHub's top-level redirect back, never on cross-site subrequests), Secure
 * unless the site is plain http on loopback, and short-lived: a login takes a minute.
 */
export const STATE_COOKIE = "__session";
export const STATE_MAX_AGE_SECONDS = 600;

export interface StateCookieOptions {
  /** The callback's path: the only requests the browser sends the cookie with. */
  path: string;
  secure: boolean;
}

/** 32 random bytes, URL-safe: what goes both to GitHub and into the cookie. */
export function newState(): string {
  return randomBytes(32).toString("base64url");
}

export function stateCookie(state: string, options: StateCookieOptions): string {
  return cookieLine(state, STATE_MAX_AGE_SECONDS, options);
}

/** Forgets the state once used, so a code's callback cannot be replayed in this browser. */
export function clearedStateCookie(options: StateCookieOptions): string {
  return cookieLine("", 0, options);
}

function cookieLine(value: string, maxAge: number, { path, secure }: StateCookieOptions): string {
  return `${STATE_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The state cookie of a `Cookie` header, when there is exactly one that looks like a state. */
export function readStateCookie(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const values = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${STATE_COOKIE}=`))
    .map((pair) => pair.slice(STATE_COOKIE.length + 1));
  const [value] = values;
  return values.length === 1 && value !== undefined && isStateLike(value) ? value : undefined;
}

export function isStateLike(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(value);
}

/**
 * Compares in constant time: both sides are hashed first, so neither their contents
 * nor their lengths show in how long the comparison takes.
 */
export function sameState(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
