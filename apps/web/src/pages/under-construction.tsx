import { data, useLocation } from "react-router";
import { UnderConstruction } from "../components/under-construction.tsx";
import { pageInProgressAt } from "../content/under-construction.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/under-construction";

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageInProgressAt(location.pathname);
  return page ? pageMeta({ title: page.name, description: page.summary }) : [];
};

export default function UnderConstructionPage() {
  const page = pageInProgressAt(useLocation().pathname);
  // The route table and the content must agree; a path without copy is a 404, not a blank card.
  if (!page) throw data("Página no encontrada", { status: 404 });
  return <UnderConstruction page={page} />;
}
