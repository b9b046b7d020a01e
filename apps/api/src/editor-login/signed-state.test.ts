import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Secret } from "../lib/secret.js";
import { createLoginStates } from "./signed-state.js";

const SECRET = new Secret("s3cr3t-que-nunca-sale-0123456789abcdef");
const START = Date.UTC(2026, 2, 14, 18, 0, 0);

describe("the login's signed state and PKCE", () => {
  it("accepts its own state with the verifier it was made for, for ten minutes and no longer", () => {
    let now = START;
    const states = createLoginStates(SECRET, () => now);
    const { state, verifier } = states.start();
    expect(states.check(state, verifier)).toBe("valid");
    now = START + 599_000;
    expect(states.check(state, verifier)).toBe("valid");
    now = START + 600_000;
    expect(states.check(state, verifier)).toBe("expired");
  });

  it("refuses a state for another verifier, a changed one, and one signed with another client secret", () => {
    const states = createLoginStates(SECRET, () => START);
    const mine = states.start();
    const other = states.start();
    expect(states.check(mine.state, other.verifier)).toBe("forged");
    const [expiry, signature] = mine.state.split(".");
    expect(states.check(`${Number(expiry) + 600}.${signature}`, mine.verifier)).toBe("forged");
    expect(states.check(`${expiry}.${"A".repeat(43)}`, mine.verifier)).toBe("forged");
    expect(states.check(mine.state.slice(0, -1), mine.verifier)).toBe("forged");
    const elsewhere = createLoginStates(new Secret("otro-secreto-0123456789abcdef"), () => START).start();
    expect(states.check(elsewhere.state, elsewhere.verifier)).toBe("forged");
  });

  it("accepts, on another instance with the same secret, a state this one issued", () => {
    const issued = createLoginStates(SECRET, () => START).start();
    const anotherInstance = createLoginStates(new Secret(SECRET.reveal()), () => START + 60_000);
    expect(anotherInstance.check(issued.state, issued.verifier)).toBe("valid");
  });

  it("makes a fresh 43-character verifier per login, its S256 challenge, and a state that does not contain it", () => {
    const states = createLoginStates(SECRET);
    const logins = Array.from({ length: 20 }, () => states.start());
    expect(new Set(logins.map((login) => login.verifier)).size).toBe(20);
    for (const { verifier, challenge, state } of logins) {
      // RFC 7636: 43 to 128 unreserved characters.
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(challenge).toBe(createHash("sha256").update(verifier).digest("base64url"));
      expect(state).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
      expect(state).not.toContain(verifier);
    }
  });
});
