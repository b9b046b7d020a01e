/**
 * The calendar links under a league's matches (the "Próximo partido" card, the fixture
 * lists). Apart from the tables' words (league-table.ts): the card is on the home page,
 * which shows no table and should not download its words.
 */
export const LEAGUE_CALENDAR_COPY = {
  addToCalendar: "Agregar a mi calendario",
  /** Read after the calendar link's text by screen readers. */
  calendarFile: "(archivo de calendario .ics)",
  /** The `webcal://` link: the phone's calendar app keeps the matches up to date by itself. */
  subscribe: "Suscribirme al calendario",
  subscribeHint: "(tu calendario se actualiza solo con cada partido)",
} as const;
