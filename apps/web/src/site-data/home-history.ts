/** The home page's history summary (`/#club`); its figures are in `home.ts`. */
export const HISTORY_TEXT = {
  title: "Nuestra historia",
  /** `{founded}`, `{renamed}` are replaced by the club's facts (club.ts). */
  paragraphs: [
    "Desde el {founded}, el club es el punto de encuentro de San Antonio de Padua. En {renamed} adoptó el nombre que lleva hasta hoy, y desde entonces generaciones de socios, deportistas y familias lo hicieron su segundo hogar.",
    "Básquet, vóley y gimnasia rítmica son nuestros deportes principales, junto a más de quince actividades para todas las edades.",
  ],
  more: { label: "Conocé nuestra historia", to: "/historia" },
  encyclopedia: "Leé sobre el club en la enciclopedia",
};
