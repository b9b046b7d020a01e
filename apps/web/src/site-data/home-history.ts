import { CLUB } from "./club.ts";

/**
 * The home page's history summary (`/#club`): its heading and text are the club's, in
 * `content/portada.yml`; its figures in `content/historia.yml`. Here, the links' words.
 */
export const HISTORY_LINKS = {
  more: { label: "Conocé nuestra historia", to: "/historia" },
  encyclopedia: "Leé sobre el club en la enciclopedia",
};

/**
 * A text of the files with the club's facts written in: `{fundacion}` (the founding
 * date, "12 de diciembre de 1926"), `{año_del_nombre}` (the year the club took its
 * name) and `{nombre}` (its name). The reader refuses any other `{…}`.
 */
export const fillClubFacts = (text: string) =>
  text
    .replaceAll("{fundacion}", CLUB.foundedLabel)
    .replaceAll("{año_del_nombre}", String(CLUB.renamedYear))
    .replaceAll("{nombre}", CLUB.name);
