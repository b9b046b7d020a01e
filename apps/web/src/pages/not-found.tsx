import { NotFound } from "../components/not-found.tsx";
import { PAGES } from "../site-data/pages.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => [...pageMeta(PAGES.notFound), { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}
