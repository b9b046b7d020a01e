import type { LeagueKey } from "@casa/shared";
import { toBuenosAiresIso } from "../lib/buenos-aires-time.js";
import { type CacheEntry, type CacheFileContent, type DataKind, type EntryId, entryId } from "./entry.js";
import { renderCalendar } from "./render-calendar.js";
import { type RenderedEntry, renderEntry } from "./render-entry.js";

export type Clock = () => Date;

/** What a rendered body is: the JSON answer, or the iCalendar feed of a fixtures entry. */
export type RenderFormat = "json" | "ics";

/**
 * The in-memory cache routes read from. Requests never wait on a league site: they get
 * the bytes rendered when the entry last changed. Writers replace whole entries.
 */
export class LeagueCache {
  private readonly entries = new Map<EntryId, CacheEntry>();
  private readonly rendered = new Map<string, RenderedEntry>();

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
  render(kind: DataKind, key: LeagueKey, format: RenderFormat = "json"): RenderedEntry | undefined {
    const id = entryId(kind, key);
    return this.renderById(id, `${id}|${format}`, format);
  }

  /**
   * `render` for one entry and format, with its lookup keys built once: what a route
   * serving that entry calls on every request.
   */
  renderer(kind: DataKind, key: LeagueKey, format: RenderFormat = "json"): () => RenderedEntry | undefined {
    const id = entryId(kind, key);
    const renderedId = `${id}|${format}`;
    return () => this.renderById(id, renderedId, format);
  }

  private renderById(id: EntryId, renderedId: string, format: RenderFormat): RenderedEntry | undefined {
    const cached = this.rendered.get(renderedId);
    if (cached && cached.expiresAt === Number.POSITIVE_INFINITY) return cached;
    const now = this.clock();
    if (cached && now.getTime() < cached.expiresAt) return cached;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (format === "ics" && entry.kind !== "fixtures") return undefined;
    const fresh =
      format === "ics" && entry.kind === "fixtures" ? renderCalendar(entry, now) : renderEntry(entry, now);
    this.rendered.set(renderedId, fresh);
    return fresh;
  }

  set(entry: CacheEntry): void {
    const id = entryId(entry.kind, entry.key);
    this.entries.set(id, entry);
    this.rendered.delete(`${id}|json`);
    this.rendered.delete(`${id}|ics`);
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
