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
  /** Its name and summary, from its activity file (`actividades/zumba.md`). */
  export const name: string;
  export const summary: string;
  export const video: string | undefined;
  export const schedule: import("../activities/types.ts").Timetable | undefined;
}
declare module "virtual:contenido/pagina/voley-primera" {
  export const training: import("../types.ts").ScheduleRow | undefined;
}
declare module "virtual:contenido/actividades" {
  const entries: readonly import("../activities/types.ts").ActivityEntry[];
  export default entries;
}
declare module "virtual:contenido/actividades/listas" {
  const listed: readonly (import("../activities/types.ts").ActivityEntry &
    import("../activities/types.ts").ActivityListing)[];
  export default listed;
}
declare module "virtual:contenido/actividades/paginas" {
  /** Each activity's page data, by id. */
  const pages: Readonly<Record<string, import("../activities/types.ts").ActivityPageData>>;
  export default pages;
}
declare module "virtual:contenido/eventos" {
  const events: readonly import("./types.ts").ClubEvent[];
  export default events;
}
declare module "virtual:contenido/noticias" {
  export const news: readonly import("./types.ts").NewsItem[];
  export const bodies: Readonly<Record<string, string>>;
  export const texts: Readonly<Record<string, string>>;
}
declare module "virtual:contenido/portada" {
  const latest: readonly import("./types.ts").NewsItem[];
  export default latest;
}
declare module "virtual:contenido/pagina/comision" {
  type Board = import("./types.ts").BoardPage;
  export const mandate: Board["mandate"];
  export const members: Board["members"];
}
declare module "virtual:contenido/pagina/instalaciones" {
  const facilities: import("./types.ts").FacilitiesPage;
  export default facilities;
}
declare module "virtual:contenido/pagina/accion-social" {
  const socialAction: import("./types.ts").SocialActionPage;
  export default socialAction;
}
