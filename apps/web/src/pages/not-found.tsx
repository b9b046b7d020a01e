import { NotFound } from "../components/not-found.tsx";
import { pageMeta } from "../lib/meta.ts";
import { PAGES } from "../site-data/pages.ts";

export const meta = () => [...pageMeta(PAGES.notFound), { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}
