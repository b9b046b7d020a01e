/**
 * A per-client request budget over fixed windows (all clients' windows start together).
 * A Map lookup per request: @fastify/rate-limit cost the hot route a fifth of its
 * throughput here, this costs next to nothing.
 *
 * Memory is bounded: at most `maxClients` clients per window, each under a short key (the
 * caller passes an address or an IPv6 /64, client-key.ts; at most {@link MAX_KEY_LENGTH}
 * characters are kept). When the table is full, the client seen first in the window is
 * forgotten to make room, so a flood of new addresses cannot switch the limit off for
 * everybody else: every new client is still counted and limited.
 */
export class FixedWindowRateLimiter {
  private readonly counts = new Map<string, number>();
  private windowEnd: number;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    readonly maxClients = 50_000,
  ) {
    this.windowEnd = now() + windowMs;
  }

  /** Counts a request; returns 0 when allowed, else the seconds until the window resets. */
  hit(client: string): number {
    const now = this.now();
    if (now >= this.windowEnd) {
      this.counts.clear();
      this.windowEnd = now + this.windowMs;
    }
    const key = client.length > MAX_KEY_LENGTH ? client.slice(0, MAX_KEY_LENGTH) : client;
    const previous = this.counts.get(key);
    if (previous === undefined && this.counts.size >= this.maxClients) {
      // Maps iterate in insertion order: the first key is the oldest client.
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    const count = (previous ?? 0) + 1;
    this.counts.set(key, count);
    return count > this.max ? Math.max(1, Math.ceil((this.windowEnd - now) / 1000)) : 0;
  }

  /** Clients remembered in the current window. */
  get size(): number {
    return this.counts.size;
  }
}

/** The longest textual IP address (an IPv4-mapped IPv6 one) is 45 characters. */
const MAX_KEY_LENGTH = 45;
