/** Every static part of the home page, in one chunk: they are always needed together. */
export { ActivitySlide } from "./activity-slide.tsx";
export { ContactInfo } from "./contact-info.tsx";
export { HomeEvents } from "./events.tsx";
export { HeroSlide } from "./hero-slide.tsx";
export { HistoryText } from "./history-text.tsx";
export { LeaguesStrip } from "./leagues-strip.tsx";
export { HomeMembership } from "./membership.tsx";
export { HomeNews } from "./news.tsx";
export { HomeResults } from "./results.tsx";
export { HomeSports } from "./sports.tsx";
