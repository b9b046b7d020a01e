import { SmartLink } from "../components/smart-link.tsx";
import { UnderConstruction } from "../components/under-construction.tsx";
import { listedActivity } from "../content/activities/listings.ts";
import { CLUB } from "../content/club.ts";
import { gimnasiaGrupoPhoto } from "../content/club-photos.ts";
import { GIMNASIA } from "../content/gimnasia.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gimnasia";

const page = listedActivity("gimnasia");

/** Build time: the club's photo, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ photo: gimnasiaGrupoPhoto });

export const meta = () => pageMeta({ title: page.name, description: page.summary });

/** Rhythmic gymnastics (also at /gimnasia-artistica): under construction, with its ages and a social link. */
export default function GimnasiaPage({ loaderData }: Route.ComponentProps) {
  return (
    <UnderConstruction page={page} photo={loaderData?.photo}>
      <p className="under-construction__extra">{GIMNASIA.ages}</p>
      <p>
        <SmartLink to={CLUB.social.instagram}>{GIMNASIA.social}</SmartLink> {GIMNASIA.socialAfter}
      </p>
    </UnderConstruction>
  );
}
