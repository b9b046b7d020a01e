/** The home page's "upcoming events" section. Past events are removed by hand. */
/** A date on the events calendar. `date` is a calendar day (ISO), shown as day and month. */
export interface ClubEvent {
  id: string;
  date: string;
  title: string;
  /** The time range, as the club writes it ("20:00 a 23:30"). */
  time: string;
  location: string;
}

export const EVENTS = {
  title: "Próximos eventos",
  lead: "Agendá las fechas y vení al club.",
  items: [
    {
      id: "muestra-gimnasia",
      date: "2026-11-28",
      title: "Muestra de fin de año de Gimnasia Rítmica",
      time: "17:00 a 19:00",
      location: "Gimnasio del club",
    },
    {
      id: "colecta-sangre",
      date: "2026-12-05",
      title: "Colecta de sangre",
      time: "9:00 a 13:00",
      location: "Salón del club",
    },
    {
      id: "fiesta-centenario",
      date: "2026-12-12",
      title: "Fiesta del Centenario del club",
      time: "20:00 a 23:30",
      location: "Sede social",
    },
    {
      id: "colonia-inicio",
      date: "2027-01-04",
      title: "Arranca la Colonia de Vacaciones",
      time: "9:00 a 13:00",
      location: "Pileta del club",
    },
  ] satisfies readonly ClubEvent[],
};
