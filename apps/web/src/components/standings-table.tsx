import { useId } from "react";
import type { HighlightRule } from "../league/highlight.ts";
import { standingsTableMarkup } from "../league/standings-markup.ts";
import { MarkupBlock } from "./markup-block.tsx";

/** Which table it is: decides the score columns, the dashes and whose rows are ours. */
export type StandingsVariant = HighlightRule;

interface StandingsTableProps {
  caption: string;
  /** Rows as the service sent them: missing fields get the original site's defaults. */
  rows: readonly unknown[];
  variant: StandingsVariant;
}

/**
 * A league table inside the app (see `standingsTableMarkup` for what it shows). Its
 * styles, standings-table.css, come with the page, so they are there before the
 * table arrives with its data.
 */
export function StandingsTable({ caption, rows, variant }: StandingsTableProps) {
  const id = `tabla-${useId().replace(/[^\w-]/g, "")}`;
  return <MarkupBlock markup={standingsTableMarkup({ caption, rows, variant, id })} />;
}
