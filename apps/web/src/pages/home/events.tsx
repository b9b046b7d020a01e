import { Icon } from "../../components/icon.tsx";
import { EVENTS } from "../../content/home-events.ts";
import { calendarBadge, formatCalendarDate } from "../../lib/calendar-date.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The next dates of the club's calendar. */
export function HomeEvents() {
  return (
    <section className="home-section home-section--alt" aria-labelledby="eventos-titulo">
      <div className="container">
        <SectionHeading id="eventos-titulo" title={EVENTS.title} lead={EVENTS.lead} />
        <ul className="home-grid home-grid--4">
          {EVENTS.items.map((event) => {
            const badge = calendarBadge(event.date);
            return (
              <li key={event.id} className="event-card" data-reveal>
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
                  <p>
                    <Icon name="clock" />
                    {event.time}
                  </p>
                  <p>
                    <Icon name="pin" />
                    {event.location}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
