import LEADS from "virtual:contenido/pagina/inicio/secciones";
import { DraftBadge } from "../../components/draft-badge.tsx";
import { FallbackLine } from "../../components/fallback-line.tsx";
import { Icon } from "../../components/icon.tsx";
import { buenosAiresToday } from "../../lib/buenos-aires-day.ts";
import { calendarBadge, formatCalendarDate } from "../../lib/calendar-date.ts";
import { eventCalendarPath } from "../../lib/event-calendar-path.ts";
import { CLUB } from "../../site-data/club.ts";
import { type ClubEvent, EVENTS } from "../../site-data/home-events.ts";
import { EVENTS_ON_THE_DAY } from "./events-on-the-day.ts";
import { SectionHeading } from "./section-heading.tsx";

interface HomeEventsProps {
  items?: readonly ClubEvent[];
  /** The moment the section is drawn for in the browser (tests); now by default. */
  now?: Date;
}

/**
 * The next dates of the club's calendar, each with its calendar file. An event stays
 * until the end of its day in Buenos Aires. Drawn at build time with the build's date,
 * the section carries a small script that hides, as the page is read, what has passed
 * since (`events-on-the-day.ts`): a static part is never hydrated, so nothing changes
 * under React and no space is kept for what goes. Drawn in the browser (a client-side
 * visit to "/") it is drawn with the device's date and needs no script.
 */
export function HomeEvents({ items = EVENTS.items, now }: HomeEventsProps) {
  const prerendering = typeof document === "undefined";
  // The build's content already leaves out what had passed on the build's day (SITE_TODAY);
  // in the browser, the device's date decides.
  const upcoming = prerendering ? items : items.filter((event) => event.date >= buenosAiresToday(now));
  return (
    <section className="home-section home-section--alt" aria-labelledby="eventos-titulo">
      <div className="container">
        <SectionHeading id="eventos-titulo" title={EVENTS.title} lead={LEADS.events} />
        {upcoming.length > 0 && (
          <ul className="home-grid home-grid--4" data-eventos="">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
        <FallbackLine
          text={EVENTS.none}
          link={{ label: EVENTS.noneLink, to: CLUB.social.instagram }}
          hidden={upcoming.length > 0}
        />
        {prerendering && upcoming.length > 0 && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its hash
          <script dangerouslySetInnerHTML={{ __html: EVENTS_ON_THE_DAY }} />
        )}
      </div>
    </section>
  );
}

function EventCard({ event }: { event: ClubEvent }) {
  const badge = calendarBadge(event.date);
  return (
    <li className="event-card" data-reveal data-dia={event.date}>
      <time className="event-card__date" dateTime={event.date}>
        <span className="event-card__day" aria-hidden="true">
          {badge.day}
        </span>
        <span className="event-card__month" aria-hidden="true">
          {badge.month}
        </span>
        <span className="visually-hidden">{formatCalendarDate(event.date)}</span>
      </time>
      <div className="event-card__body">
        <h3>{event.title}</h3>
        {event.draft && <DraftBadge />}
        {event.time && (
          <p>
            <Icon name="clock" />
            {event.time}
          </p>
        )}
        <p>
          <Icon name="pin" />
          {event.location}
        </p>
        {event.description && <p className="event-card__text">{event.description}</p>}
        <a className="event-card__calendar" href={eventCalendarPath(event)} type="text/calendar">
          {EVENTS.addToCalendar}
          <span className="visually-hidden">
            {" "}
            {EVENTS.addToCalendarContext} {event.title}
          </span>
        </a>
      </div>
    </li>
  );
}
