/**
 * The one cookie of a login in progress: its PKCE code verifier, which the callback
 * needs to check the `state` and to trade the code. It never travels in a URL; the
 * `state` GitHub hands back is only a signature over it (signed-state.ts).
 *
 * Named `__session` because Firebase Hosting strips every other cookie before a
 * rewrite reaches Cloud Run: whatever the relay keeps between the two requests must fit
 * in this one cookie. Scoped to the callback's path, HttpOnly (no script of any page
 * reads it), SameSite=Lax (sent on GitHub's top-level redirect back, never on
 * cross-site subrequests), Secure unless the editor's origin is plain http on loopback,
 * and short-lived: a login takes a minute.
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

/**
 * The line that sets the cookie, and the one that forgets it once its callback came (so the
 * callback cannot be replayed in this browser). Written here, not with @fastify/cookie's
 * `reply.setCookie`/`clearCookie`: its serializer puts `Max-Age` before `Path` and adds an
 * `Expires` when clearing, and the relay's tests pin these two header lines byte for byte.
 * Reading the cookie is @fastify/cookie's (`request.cookies`, below).
 */
export function sessionCookie(verifier: string, options: SessionCookieOptions): string {
  return cookieLine(verifier, SESSION_MAX_AGE_SECONDS, options);
}

export function clearedSessionCookie(options: SessionCookieOptions): string {
  return cookieLine("", 0, options);
}

function cookieLine(value: string, maxAge: number, { path, secure }: SessionCookieOptions): string {
  return `${SESSION_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The verifier among the request's cookies (@fastify/cookie's `request.cookies`), when it
 * looks like one of this relay's. With two `__session` cookies the parser keeps the first,
 * which browsers send for the longest path: the relay's own, scoped to the callback.
 */
export function sessionVerifier(cookies: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = cookies[SESSION_COOKIE];
  return value !== undefined && VERIFIER.test(value) ? value : undefined;
}
