/**
 * The states whose callback has already run: a state is good for one callback only, so
 * a replayed callback (a copied URL and cookie, a second request racing the first) never
 * reaches GitHub again. The cleared cookie stops an honest browser; this stops anyone else.
 *
 * Bounded: an entry lives until its state expires, and the relay's total allowance caps
 * how many callbacks can come in while a state lives, so `capacity` (from that cap) is
 * never reached by live entries. Should it be, the oldest is forgotten, as the rate
 * limiter does.
 */
export interface SpentStates {
  /** Marks `state` spent until `expiresAt` (ms); false when it already was. */
  spend(state: string, expiresAt: number): boolean;
}

// In memory, so per instance: enough, since the deploy runs one instance at most.
export function createSpentStates(capacity: number, now: () => number = Date.now): SpentStates {
  const spent = new Map<string, number>();
  return {
    spend(state, expiresAt) {
      const time = now();
      for (const [key, expiry] of spent) if (expiry <= time) spent.delete(key);
      if (spent.has(state)) return false;
      if (spent.size >= capacity) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = spent.keys().next().value;
        if (oldest !== undefined) spent.delete(oldest);
      }
      spent.set(state, expiresAt);
      return true;
    },
  };
}
