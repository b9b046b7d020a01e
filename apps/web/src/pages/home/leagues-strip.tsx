import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { HOME_LEAGUES_STRIP as STRIP } from "../../site-data/home-leagues-strip.ts";

/**
 * The way to every league table, where the "Próximo partido" card goes while the page
 * looks for a match and when there is none (see `NextMatchSlot`).
 */
export function LeaguesStrip() {
  return (
    <nav className="leagues-strip" aria-labelledby="inicio-ligas-titulo">
      <h2 id="inicio-ligas-titulo">{STRIP.title}</h2>
      <ul>
        {STRIP.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <Icon name="trophy" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
