import { data, useLocation } from "react-router";
import { UnderConstruction } from "../components/under-construction.tsx";
import { PHOTOS_IN_PROGRESS, pageInProgressAt } from "../content/under-construction.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/under-construction";

/** Build time: the club's photo of the activity, if any, as page data (in its HTML) rather than code. */
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering asks for the page and for its data (`/natacion.data`): the same photo.
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return { photo: PHOTOS_IN_PROGRESS[path] };
}

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageInProgressAt(location.pathname);
  return page ? pageMeta({ title: page.name, description: page.summary }) : [];
};

export default function UnderConstructionPage({ loaderData }: Route.ComponentProps) {
  const page = pageInProgressAt(useLocation().pathname);
  // The route table and the content must agree; a path without copy is a 404, not a blank card.
  if (!page) throw data("Página no encontrada", { status: 404 });
  return <UnderConstruction page={page} photo={loaderData.photo} />;
}
