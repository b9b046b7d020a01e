/** Where an event's calendar file is (`/eventos/<id>.ics`, written at build time by `seo/event-calendar.ts`). */
export const eventCalendarPath = (event: { id: string }) => `/eventos/${event.id}.ics`;
