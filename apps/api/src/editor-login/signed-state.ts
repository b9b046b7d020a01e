import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Secret } from "../lib/secret.js";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie.js";

/**
 * The `state` and PKCE of a login (RFC 7636, S256: the only method GitHub accepts, since
 * its 2025-07-14 changelog "PKCE support for OAuth and GitHub App authentication").
 *
 * `start` makes a fresh code verifier (kept in the HttpOnly session cookie only), its
 * challenge (sent to GitHub's authorize page) and a `state` the relay signs itself:
 * `<expiry>.<HMAC-SHA256(key, expiry.verifier)>`, in seconds and base64url. The state
 * names no secret (the MAC does not give the verifier away) and is bound to that
 * browser's cookie: a cookie and a state someone made up, or a state of another
 * browser's login, do not verify, so the callback refuses them before it asks GitHub
 * for anything.
 *
 * The key is derived from the OAuth app's client secret with HKDF-SHA256, not drawn at
 * random per process: on Cloud Run a login may start on one instance and come back to
 * another, and every instance has the same secret (Secret Manager), so each verifies
 * the others' states with nothing more to configure or share. Only who holds the client
 * secret can sign a state, and that party could trade codes at GitHub directly anyway.
 * A new client secret changes the key: logins started under the old one (ten minutes at
 * most) are refused and the editor starts again.
 *
 * Not @fastify/oauth2's `pkce: 'S256'`: it draws the verifier itself, after its
 * `generateStateFunction` has returned the state, and keeps the state in a cookie of its
 * own. Behind Firebase Hosting only `__session` reaches the service, so the verifier's
 * cookie is the one there is, and a state that cannot sign that verifier is bound to
 * nothing of the browser's: a made-up cookie with a genuine state would reach GitHub.
 */
interface LoginStart {
  /** PKCE code verifier: 32 random bytes, base64url (43 characters). */
  verifier: string;
  /** Its S256 challenge: base64url(SHA-256(verifier)). */
  challenge: string;
  state: string;
}

/** `valid`; `forged`: not signed by this relay, or for another browser's login; `expired`. */
type StateVerdict = "valid" | "forged" | "expired";

export interface LoginStates {
  start(): LoginStart;
  /** Checks a `state` against the verifier of the browser's cookie, in constant time. */
  check(state: string, verifier: string): StateVerdict;
}

/** Labels of this one use of the key material: no other MAC or cipher can share the key. */
const HKDF_SALT = "casa-de-padua/api/admin";
const HKDF_INFO = "oauth-state-hmac-sha256/v1";

const STATE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const VERIFIER = /^[A-Za-z0-9_-]{43}$/;

export function createLoginStates(clientSecret: Secret, now: () => number = Date.now): LoginStates {
  const key = Buffer.from(hkdfSync("sha256", clientSecret.reveal(), HKDF_SALT, HKDF_INFO, 32));
  const mac = (expiry: string, verifier: string) =>
    createHmac("sha256", key).update(`${expiry}.${verifier}`).digest();

  return {
    start() {
      const verifier = randomBytes(32).toString("base64url");
      const expiry = String(Math.floor(now() / 1000) + SESSION_MAX_AGE_SECONDS);
      return {
        verifier,
        challenge: pkceChallenge(verifier),
        state: `${expiry}.${mac(expiry, verifier).toString("base64url")}`,
      };
    },
    check(state, verifier) {
      const match = STATE.exec(state);
      if (!match || !VERIFIER.test(verifier)) return "forged";
      const [, expiry = "", signature = ""] = match;
      // 43 base64url characters are always 32 bytes, the length of the MAC.
      if (!timingSafeEqual(Buffer.from(signature, "base64url"), mac(expiry, verifier))) return "forged";
      return Number(expiry) * 1000 > now() ? "valid" : "expired";
    },
  };
}

/** When a state stops being good, in milliseconds: its first part, in seconds. */
export function stateExpiry(state: string): number {
  return Number(STATE.exec(state)?.[1] ?? 0) * 1000;
}

/** S256: what GitHub compares the verifier of the token exchange with. */
function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
