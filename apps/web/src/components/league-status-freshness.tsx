import { freshnessMarkup } from "../league/freshness-markup.ts";
import type { DataOrigin } from "../league/payload.ts";
import { MarkupBlock } from "./markup-block.tsx";

interface LeagueFreshnessProps {
  origin: DataOrigin;
  /** The time to count from (tests); the moment of rendering otherwise. */
  now?: Date;
}

/** How fresh a block's data is and the notices above it (see `freshnessMarkup`). */
export function LeagueFreshness({ origin, now = new Date() }: LeagueFreshnessProps) {
  return <MarkupBlock markup={freshnessMarkup(origin, now)} />;
}
