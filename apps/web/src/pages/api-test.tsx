import { useEffect, useState } from "react";
import { PageHero } from "../components/page-hero.tsx";
import { LeagueAlert } from "../league/components/league-status-error.tsx";
import { ScrollRegion } from "../league/components/standings-table-scroll.tsx";
import { type ApiTestResult, apiTestTargets, runApiTest } from "../league/diagnostics.ts";
import { readStandings } from "../league/payload.ts";
import { pageMeta } from "../lib/meta.ts";
import { API_TEST_COPY as COPY } from "../site-data/league-diagnostics.ts";
import { PAGES } from "../site-data/pages.ts";
import { ApiTestTable } from "./diagnostics/api-test-table.tsx";
import "./diagnostics/diagnostics.css";

const page = PAGES.apiTest;

export const meta = () => [...pageMeta(page), { name: "robots", content: "noindex" }];

type ApiTestState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; result: ApiTestResult };

/**
 * Diagnostics: asks for the basketball standings directly on the local service (in
 * development), then through the site's own origin, and shows what came back.
 */
export default function ApiTestPage() {
  const [state, setState] = useState<ApiTestState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    runApiTest(apiTestTargets(), controller.signal).then(
      (result) => !controller.signal.aborted && setState({ status: "ready", result }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: "error", message: (error as Error).message }),
    );
    return () => controller.abort();
  }, []);

  const rows = state.status === "ready" ? (readStandings(state.result.body).rows ?? []) : [];
  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <div className="container diagnostics">
        {state.status === "loading" && (
          <p role="status" aria-live="polite">
            {COPY.loading}
          </p>
        )}
        {state.status === "error" && <LeagueAlert message={state.message} />}
        {state.status === "ready" && (
          <>
            <p>
              {COPY.answeredBy} {state.result.via.label} (<code>{state.result.via.url}</code>)
            </p>
            <section aria-labelledby="api-test-tabla">
              <h2 id="api-test-tabla">{COPY.tableTitle}</h2>
              {rows.length === 0 ? <p>{COPY.noData}</p> : <ApiTestTable rows={rows} />}
            </section>
            <section aria-labelledby="api-test-json">
              <h2 id="api-test-json">{COPY.rawTitle}</h2>
              <ScrollRegion className="diagnostics__raw" label={COPY.rawLabel}>
                <pre>{JSON.stringify(state.result.body, null, 2)}</pre>
              </ScrollRegion>
            </section>
          </>
        )}
      </div>
    </>
  );
}
