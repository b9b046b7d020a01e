/** The modules `scripts/vite-content.ts` makes of the content files (types in `types.ts`). */
declare module "virtual:contenido/club" {
  type Club = import("./types.ts").ClubContact;
  export const address: Club["address"];
  export const phone: Club["phone"];
  export const whatsapp: Club["whatsapp"];
  export const email: Club["email"];
  export const communicationsEmail: Club["communicationsEmail"];
  export const socialEmail: Club["socialEmail"];
  export const mapQuery: Club["mapQuery"];
  export const portalSignupUrl: Club["portalSignupUrl"];
  export const portalHomeUrl: Club["portalHomeUrl"];
  export const facebookUrl: Club["facebookUrl"];
  export const instagramUrl: Club["instagramUrl"];
  export const youtubeUrl: Club["youtubeUrl"];
  export const openingHours: Club["openingHours"];
}
declare module "virtual:contenido/valores" {
  const membership: import("./types.ts").Membership;
  export default membership;
}
declare module "virtual:contenido/pagina/valores-y-dias" {
  export const presentation: import("./types.ts").EmbedLink | undefined;
}
declare module "virtual:contenido/pagina/marca" {
  export const manual: import("./types.ts").EmbedLink | undefined;
}
declare module "virtual:contenido/pagina/historia" {
  export const video: import("./types.ts").EmbedLink | undefined;
}
declare module "virtual:contenido/pagina/zumba" {
  export const video: string | undefined;
  export const schedule: import("../activities/types.ts").Timetable | undefined;
}
declare module "virtual:contenido/pagina/voley-primera" {
  export const training: import("../types.ts").ScheduleRow | undefined;
}
declare module "virtual:contenido/horarios" {
  const timetables: Readonly<Record<string, readonly import("../activities/types.ts").Timetable[]>>;
  export default timetables;
}
declare module "virtual:contenido/eventos" {
  const events: readonly import("./types.ts").ClubEvent[];
  export default events;
}
declare module "virtual:contenido/noticias" {
  export const news: readonly import("./types.ts").NewsItem[];
  export const bodies: Readonly<Record<string, string>>;
}
declare module "virtual:contenido/portada" {
  const latest: readonly import("./types.ts").NewsItem[];
  export default latest;
}
