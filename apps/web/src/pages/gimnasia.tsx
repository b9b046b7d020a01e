import { SmartLink } from "../components/smart-link.tsx";
import { UnderConstruction } from "../components/under-construction.tsx";
import { ACTIVITIES } from "../content/activities.ts";
import { CLUB } from "../content/club.ts";
import { pageMeta } from "../lib/meta.ts";

const page = ACTIVITIES.gimnasia;

export const meta = () => pageMeta({ title: page.name, description: page.summary });

export default function GimnasiaPage() {
  return (
    <UnderConstruction page={page}>
      <p>Las clases de gimnasia rítmica son desde los 4 años.</p>
      <p>
        <SmartLink to={CLUB.social.instagram} external>
          Seguinos en Instagram
        </SmartLink>{" "}
        para ver las muestras y los torneos.
      </p>
    </UnderConstruction>
  );
}
