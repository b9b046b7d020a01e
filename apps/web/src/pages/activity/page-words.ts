import MEMBERSHIP from "virtual:contenido/valores";
import { activityCalendarPath, horariosPath } from "../../horarios/paths.ts";
import { phone } from "../../lib/icon-paths.ts";
import { whatsAppUrl } from "../../lib/whatsapp.ts";
import type { ActivityPageData } from "../../site-data/activities/types.ts";
import { ACTIVITY_PAGE_COPY } from "../../site-data/activity-page.ts";
import { CLUB } from "../../site-data/club.ts";

/**
 * An activity page's words and links around what its file says: the copy of every
 * activity page, the fee, the WhatsApp chat with its question typed, the club's week
 * and the activity's calendar file. The page gets them with its data (a chunk of their
 * own in the browser), so none of it is in the page's code.
 */
export function pageWords(activity: ActivityPageData) {
  // The copy's functions made into this page's words: data crosses to the page as JSON.
  const { aboutTitle, photosLabel, membershipFee, ...words } = ACTIVITY_PAGE_COPY;
  return {
    ...words,
    aboutTitle: aboutTitle(activity.name),
    photosLabel: photosLabel(activity.name),
    fee: activity.fee ?? membershipFee(MEMBERSHIP.price, MEMBERSHIP.period),
    whatsappUrl: whatsAppUrl(CLUB.whatsapp, activity.whatsappText),
    weekPath: horariosPath(),
    /** The phone drawn before a closing call's "call" button. */
    callIcon: phone,
    calendarPath: activity.schedule?.length ? activityCalendarPath(activity.id) : undefined,
  };
}

export type PageWords = ReturnType<typeof pageWords>;
