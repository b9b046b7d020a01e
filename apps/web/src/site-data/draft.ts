/** What marks an item the club has not published (`publicado: false`), on the dev server only. */
export const DRAFT_LABEL = "Borrador";
