import { SmartLink } from "../components/smart-link.tsx";
import { UnderConstruction } from "../components/under-construction.tsx";
import { listedActivity } from "../content/activities/listings.ts";
import { CLUB } from "../content/club.ts";
import { GIMNASIA } from "../content/gimnasia.ts";
import { pageMeta } from "../lib/meta.ts";

const page = listedActivity("gimnasia");

export const meta = () => pageMeta({ title: page.name, description: page.summary });

/** Rhythmic gymnastics (also at /gimnasia-artistica): under construction, with its ages and a social link. */
export default function GimnasiaPage() {
  return (
    <UnderConstruction page={page}>
      <p className="under-construction__extra">{GIMNASIA.ages}</p>
      <p>
        <SmartLink to={CLUB.social.instagram}>{GIMNASIA.social}</SmartLink> {GIMNASIA.socialAfter}
      </p>
    </UnderConstruction>
  );
}
