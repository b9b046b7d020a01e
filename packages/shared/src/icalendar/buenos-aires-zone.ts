import ICAL from "ical.js";

export const BUENOS_AIRES_TZID = "America/Argentina/Buenos_Aires";
const UTC_MINUS_3 = ICAL.UtcOffset.fromSeconds(-3 * 3600);

/**
 * The Buenos Aires zone as a VTIMEZONE: UTC−3 all year (no daylight saving since
 * 2009). A new component each time: a component belongs to one calendar.
 */
export function buenosAiresVtimezone(): ICAL.Component {
  const vtimezone = new ICAL.Component("vtimezone");
  vtimezone.addPropertyWithValue("tzid", BUENOS_AIRES_TZID);
  // What calendar apps that know the zone by name (Thunderbird, Evolution) read instead.
  vtimezone.addPropertyWithValue("x-lic-location", BUENOS_AIRES_TZID);
  const standard = new ICAL.Component("standard");
  standard.addPropertyWithValue("tzoffsetfrom", UTC_MINUS_3);
  standard.addPropertyWithValue("tzoffsetto", UTC_MINUS_3);
  standard.addPropertyWithValue("tzname", "-03");
  standard.addPropertyWithValue("dtstart", ICAL.Time.fromData({ year: 1970, month: 1, day: 1, hour: 0 }));
  vtimezone.addSubcomponent(standard);
  return vtimezone;
}

/** `2026-12-02` and `18:00`: a day in Buenos Aires, with its clock time when the event has one. */
export interface BuenosAiresMoment {
  date: string;
  time?: string;
}

/** The moment as ical.js's time: a local time in `zone`, or a whole day (a DATE value). */
export function icalTime({ date, time }: BuenosAiresMoment, zone: ICAL.Timezone): ICAL.Time {
  const [year, month, day] = date.split("-").map(Number);
  if (time === undefined) return ICAL.Time.fromData({ year, month, day, isDate: true });
  const [hour, minute] = time.split(":").map(Number);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, zone);
}
