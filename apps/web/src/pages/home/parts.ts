/**
 * The home page's static parts (see `StaticPart`). Their code is one chunk, loaded only
 * when "/" renders in the browser; on a first visit their prerendered HTML is kept.
 */
const code = () => import("./static-parts.ts");

export const PARTS = {
  heroSlide: () => code().then((parts) => parts.HeroSlide),
  results: () => code().then((parts) => parts.HomeResults),
  news: () => code().then((parts) => parts.HomeNews),
  events: () => code().then((parts) => parts.HomeEvents),
  historyText: () => code().then((parts) => parts.HistoryText),
  sports: () => code().then((parts) => parts.HomeSports),
  activitySlide: () => code().then((parts) => parts.ActivitySlide),
  membership: () => code().then((parts) => parts.HomeMembership),
  contactInfo: () => code().then((parts) => parts.ContactInfo),
  leaguesStrip: () => code().then((parts) => parts.LeaguesStrip),
};
