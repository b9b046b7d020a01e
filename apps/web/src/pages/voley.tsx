import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { voleyEquipoPhoto } from "../content/club-photos.ts";
import { VOLLEY_INDEX as PAGE } from "../content/voley-index.ts";
import { leaguePreloads } from "../league/early-data.ts";
import { leagueEndpoint } from "../league/endpoints.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/voley";
import { VolleyBoard } from "./voley/volley-board.tsx";
import "./voley/voley.css";

const firstDivision = PAGE.board.divisions[0]?.id ?? "tira-a";

/** Build time: the club's photo, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ photo: voleyEquipoPhoto });

/** The board's first call (the first division's table) starts with the page; the rest follow it one by one (docs/product.md#calls). */
export const meta = () => [
  ...pageMeta({ title: PAGE.title, description: PAGE.lead }),
  ...leaguePreloads([leagueEndpoint(`voley/${firstDivision}`, "standings")]),
];

/** The rest of the page, below the board: a static part, its code loaded only when needed. */
const loadDetails = () => import("./voley/voley-details.tsx").then((module) => module.VoleyDetails);

/** The volleyball division page: Tira A/B table and matches first, then history, our teams, the school. */
export default function VoleyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={PAGE.title}
        lead={PAGE.lead}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} besideOnly />}
      />
      <div className="container league-page">
        <VolleyBoard />

        <StaticPart id="voley-detalles" className="league-page__details" load={loadDetails} props={{}} />
      </div>
    </>
  );
}
