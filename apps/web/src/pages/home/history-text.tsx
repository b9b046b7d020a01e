import { history } from "virtual:contenido/pagina/inicio/partes";
import { Link } from "react-router";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../site-data/club.ts";
import { fillClubFacts, HISTORY_LINKS } from "../../site-data/home-history.ts";

/** The history summary's heading, text (`portada.yml`) and links (a static part; styles in history.css). */
export function HistoryText() {
  return (
    <>
      <h2 id="club-titulo">{history.title}</h2>
      {history.paragraphs.map((paragraph) => (
        <p key={paragraph}>{fillClubFacts(paragraph)}</p>
      ))}
      <p className="history__links">
        <Link to={HISTORY_LINKS.more.to} className="button history__button">
          {HISTORY_LINKS.more.label}
        </Link>
        <SmartLink to={CLUB.encyclopediaUrl} className="history__external">
          {HISTORY_LINKS.encyclopedia}
        </SmartLink>
      </p>
    </>
  );
}
