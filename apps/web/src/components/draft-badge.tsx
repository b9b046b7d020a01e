import { DRAFT_LABEL } from "../site-data/draft.ts";

// Styles in news-card.css (with the cards it marks).

/**
 * "Borrador": a news item or an event the club has not published (`publicado: false`).
 * Only the dev server shows drafts; a production build leaves them out.
 */
export function DraftBadge() {
  return <strong className="draft-badge">{DRAFT_LABEL}</strong>;
}
