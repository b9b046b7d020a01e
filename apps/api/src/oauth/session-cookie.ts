/**
 * The one cookie of a login in progress: its PKCE code verifier, which the callback
 * needs to check the `state` and to trade the code. It never travels in a URL; the
 * `state` GitHub hands back is only a signature over it (signed-state.ts).
 *
 * Named `__session` because Firebase Hosting strips every other cookie before a
 * rewrite reaches Cloud Run: whatever the relay keeps between the two requests must fit
 * in this one cookie. Scoped to the callback's path, HttpOnly (no script of any page
 * reads it), SameSite=Lax (sent on GitHub's top-level redirect back, never on
 * cross-site subrequests), Secure unless the site is plain http on loopback, and
 * short-lived: a login takes a minute.
 */
const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_SECONDS = 600;

export interface SessionCookieOptions {
  /** The callback's path: the only requests the browser sends the cookie with. */
  path: string;
  secure: boolean;
}

/** What a PKCE verifier of this relay looks like: 32 random bytes, base64url. */
const VERIFIER = /^[A-Za-z0-9_-]{43}$/;

export function sessionCookie(verifier: string, options: SessionCookieOptions): string {
  return cookieLine(verifier, SESSION_MAX_AGE_SECONDS, options);
}

/** Forgets the login once its callback came, so the callback cannot be replayed in this browser. */
export function clearedSessionCookie(options: SessionCookieOptions): string {
  return cookieLine("", 0, options);
}

function cookieLine(value: string, maxAge: number, { path, secure }: SessionCookieOptions): string {
  return `${SESSION_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The verifier of a `Cookie` header, when there is exactly one session cookie and it looks like one. */
export function readSessionCookie(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const values = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    .map((pair) => pair.slice(SESSION_COOKIE.length + 1));
  const [value] = values;
  return values.length === 1 && value !== undefined && VERIFIER.test(value) ? value : undefined;
}
