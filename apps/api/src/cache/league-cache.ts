import type { LeagueKey } from "@casa/shared";
import { toBuenosAiresIso } from "../lib/buenos-aires-time.js";
import { type CacheEntry, type CacheFileContent, type DataKind, type EntryId, entryId } from "./entry.js";
import { type RenderedEntry, renderEntry } from "./render-entry.js";

export type Clock = () => Date;

/**
 * The in-memory cache routes read from. Requests never wait on a league site: they get
 * the bytes rendered when the entry last changed. Writers replace whole entries.
 */
export class LeagueCache {
  private readonly entries = new Map<EntryId, CacheEntry>();
  private readonly rendered = new Map<EntryId, RenderedEntry>();

  constructor(
    entries: Iterable<CacheEntry>,
    private readonly clock: Clock = () => new Date(),
  ) {
    for (const entry of entries) this.entries.set(entryId(entry.kind, entry.key), entry);
  }

  get(kind: DataKind, key: LeagueKey): CacheEntry | undefined {
    return this.entries.get(entryId(kind, key));
  }

  /** The entry's answer, rebuilt only when the entry changed or its body expired. */
  render(kind: DataKind, key: LeagueKey): RenderedEntry | undefined {
    const id = entryId(kind, key);
    const cached = this.rendered.get(id);
    if (cached && cached.expiresAt === Number.POSITIVE_INFINITY) return cached;
    const now = this.clock();
    if (cached && now.getTime() < cached.expiresAt) return cached;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const fresh = renderEntry(entry, now);
    this.rendered.set(id, fresh);
    return fresh;
  }

  set(entry: CacheEntry): void {
    const id = entryId(entry.kind, entry.key);
    this.entries.set(id, entry);
    this.rendered.delete(id);
  }

  all(): CacheEntry[] {
    return [...this.entries.values()];
  }

  now(): Date {
    return this.clock();
  }

  toFileContent(): CacheFileContent {
    return { version: 1, written_at: toBuenosAiresIso(this.clock()), entries: this.all() };
  }
}
