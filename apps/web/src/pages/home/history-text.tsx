import { Link } from "react-router";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../site-data/club.ts";
import { HISTORY_TEXT } from "../../site-data/home-history.ts";

/** The history summary's heading, text and links (a static part; styles in history.css). */
export function HistoryText() {
  return (
    <>
      <h2 id="club-titulo">{HISTORY_TEXT.title}</h2>
      {HISTORY_TEXT.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          {paragraph.replace("{founded}", CLUB.foundedLabel).replace("{renamed}", String(CLUB.renamedYear))}
        </p>
      ))}
      <p className="history__links">
        <Link to={HISTORY_TEXT.more.to} className="button history__button">
          {HISTORY_TEXT.more.label}
        </Link>
        <SmartLink to={CLUB.encyclopediaUrl} className="history__external">
          {HISTORY_TEXT.encyclopedia}
        </SmartLink>
      </p>
    </>
  );
}
