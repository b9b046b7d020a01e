/**
 * The words of an activity page around what its file says (pages/activity.tsx, which
 * gets them with its data, so they are not in its code): the
 * facts' names, the timetable's fallback and the closing call, the same on every
 * activity, so a page whose text the club has not written yet is still useful
 * (docs/product.md#site-wide: no page is a placeholder).
 */
export const ACTIVITY_PAGE_COPY = {
  /** The section of its text and facts, when the page has no design of its own. */
  aboutTitle: (name: string) => `${name} en el club`,
  forWhom: "Para quién",
  place: "Dónde",
  coaches: "Profes",
  feeTitle: "Cuota",
  /** The membership fee, when the activity has no fee of its own: "Cuota social: $15.000 por mes". */
  membershipFee: (price: string, period: string) => `Cuota social: ${price} ${period}`,
  feeLink: "Ver valores y descuentos",
  scheduleTitle: "Horarios",
  /** Instead of the timetable, while the club has not published it. */
  scheduleMissing: "Horarios a confirmar.",
  scheduleMissingHint: "Escribinos por WhatsApp y te contamos cuándo hay clases.",
  week: "Ver todos los horarios del club",
  calendar: "Agregar las clases a mi calendario",
  photosTitle: "Fotos",
  photosLabel: (name: string) => `Fotos de ${name}`,
  ctaTitle: "¿Querés sumarte?",
  ctaText: "Escribinos por WhatsApp y te contamos horarios, valores y cómo empezar.",
  whatsapp: "Consultanos por WhatsApp",
  home: "Volver al Inicio",
} as const;
