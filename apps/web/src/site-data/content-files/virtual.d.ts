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
  /** The page's words (`valores.yml`). */
  type Values = import("./read-pages.ts").ValuesPage;
  export const description: Values["description"];
  export const daysLead: Values["daysLead"];
  export const presentationLead: Values["presentationLead"];
  export const invitation: Values["invitation"];
}
declare module "virtual:contenido/pagina/marca" {
  export const manual: import("./types.ts").EmbedLink | undefined;
  /** The page's words (`marca.yml`). */
  type Brand = import("./read-marca.ts").BrandPage;
  export const description: Brand["description"];
  export const manualLead: Brand["manualLead"];
  export const coloursLead: Brand["coloursLead"];
  export const colours: Brand["colours"];
  export const shieldText: Brand["shieldText"];
  export const typeText: Brand["typeText"];
}
declare module "virtual:contenido/pagina/historia" {
  type History = import("./types-home.ts").HistoryPage;
  export const video: import("./types.ts").EmbedLink | undefined;
  export const description: History["description"];
  export const lead: History["lead"];
  export const figures: History["figures"];
  export const milestonesTitle: History["milestonesTitle"];
  export const milestones: History["milestones"];
  export const archive: { title: string; lead: string };
  export const videoSection: History["videoSection"];
  export const more: History["more"];
}
declare module "virtual:contenido/pagina/historia/fotos" {
  const photos: import("./types-home.ts").HistoryPage["archive"]["photos"];
  export default photos;
}
declare module "virtual:contenido/pagina/zumba" {
  /** Its name and summary, from its activity file (`actividades/zumba.md`). */
  export const name: string;
  export const summary: string;
  export const video: string | undefined;
  export const schedule: import("../activities/types.ts").Timetable | undefined;
  /** Its page's own texts (`pagina` in zumba.md). */
  export const page: import("../activities/types.ts").ActivityPageContent | undefined;
}
declare module "virtual:contenido/pagina/basquet-federal" {
  export const lead: string | undefined;
}
declare module "virtual:contenido/pagina/basquet-federal-detalles" {
  type Page = import("../activities/types.ts").ActivityPageContent;
  export const team: Page["team"];
  export const training:
    | (NonNullable<Page["training"]> & { rows: readonly import("../types.ts").ScheduleRow[] })
    | undefined;
  export const tournament: Page["tournament"];
  export const promo: Page["cta"];
}
declare module "virtual:contenido/pagina/voley" {
  export const lead: string | undefined;
}
declare module "virtual:contenido/pagina/voley-detalles" {
  type Page = import("../activities/types.ts").ActivityPageContent;
  export const history: Page["history"];
  export const teams: Page["teams"];
  export const school:
    | (NonNullable<Page["school"]> & { rows: readonly import("../types.ts").ScheduleRow[] })
    | undefined;
}
declare module "virtual:contenido/pagina/voley-divisiones" {
  /** Each division's line under its title, by division (`primera`, `tira-a`, `tira-b`). */
  export const taglines: Readonly<Record<string, string>>;
}
declare module "virtual:contenido/pagina/voley-division-detalles" {
  type Page = import("../activities/types.ts").ActivityPageContent;
  export const divisions: Readonly<Record<string, { team?: Page["team"]; federation?: Page["federation"] }>>;
  export const training: import("../types.ts").ScheduleRow | undefined;
  export const joinUs: Page["cta"];
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
declare module "virtual:contenido/resultados" {
  /** Newest first; a result with a report has its page (`path`). */
  export const results: readonly import("./types-results.ts").MatchResult[];
  /** Each report, HTML and plain text, by the result's id. */
  export const bodies: Readonly<Record<string, string>>;
  export const texts: Readonly<Record<string, string>>;
}
declare module "virtual:contenido/portada" {
  const latest: readonly import("./types.ts").NewsItem[];
  export default latest;
}
declare module "virtual:contenido/pagina/comision" {
  type Board = import("./types.ts").BoardPage;
  export const description: Board["description"];
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
declare module "virtual:contenido/navegacion" {
  type Navigation = import("./read-navigation.ts").NavigationFile;
  export const header: Navigation["header"];
  export const phone: Navigation["phone"];
  export const signUp: Navigation["signUp"];
  export const portal: Navigation["portal"];
  export const footer: Navigation["footer"];
  export const social: Navigation["social"];
}
declare module "virtual:contenido/pagina/inicio" {
  // What the home page's own code shows first (its loader's data); the rest is in its static parts.
  type Home = import("./types-home.ts").HomePage;
  export const description: Home["description"];
  /** How many slides each carousel has. */
  export const heroCount: number;
  export const activities: Home["activities"] & { count: number };
  export const figures: import("./types-home.ts").ClubFigures;
}
declare module "virtual:contenido/pagina/inicio/partes" {
  type Parts = import("./types-home.ts").HomePage;
  export const hero: Parts["hero"];
  export const activitySlides: Parts["activitySlides"];
  export const history: Parts["history"];
  export const membership: Parts["membership"];
}
declare module "virtual:contenido/pagina/inicio/secciones" {
  const leads: import("./types-home.ts").HomePage["sectionLeads"];
  export default leads;
}
declare module "virtual:contenido/pagina/deportes" {
  /** Deportes y actividades' words and main sports' cards (its loader's data). */
  const page: import("../main-sports.ts").SportsPage;
  export default page;
}
declare module "virtual:contenido/pagina/bienvenida" {
  export const title: string;
  export const text: string;
}
declare module "virtual:contenido/pagina/horarios" {
  /** /horarios' words (`horarios.yml`), for its loader. */
  const words: import("./read-pages.ts").WeekPageWords;
  export default words;
}
declare module "virtual:contenido/pagina/novedades" {
  /** /novedades' words (`novedades.yml`), for its loader. */
  const words: import("./read-pages.ts").NewsListWords;
  export default words;
}
