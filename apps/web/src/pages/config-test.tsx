import { useEffect, useState } from "react";
import { PageHero } from "../components/page-hero.tsx";
import { config } from "../config.ts";
import { ScrollRegion } from "../league/components/standings-table-scroll.tsx";
import { buildVariables } from "../league/diagnostics.ts";
import { leagueUrl } from "../league/endpoints.ts";
import { pageMeta } from "../lib/meta.ts";
import { CONFIG_TEST_COPY as COPY } from "../site-data/league-diagnostics.ts";
import { PAGES } from "../site-data/pages.ts";
import "./diagnostics/diagnostics.css";

const page = PAGES.configTest;

export const meta = () => [...pageMeta(page), { name: "robots", content: "noindex" }];

/**
 * The build's variables, names and (masked) values. The one place besides config.ts
 * that reads `import.meta.env`: listing every VITE_ name is its whole point.
 */
const VARIABLES = buildVariables(import.meta.env);

/** Diagnostics: the API settings and the build variables' names. Never prints a secret. */
export default function ConfigTestPage() {
  const path = leagueUrl("basquet-federal-standings");
  // The absolute address depends on where the site is opened: known only in the browser.
  const [standingsUrl, setStandingsUrl] = useState(path);
  useEffect(() => setStandingsUrl(new URL(path, window.location.href).href), [path]);

  const settings: Array<[string, string]> = [
    [COPY.development, import.meta.env.DEV ? COPY.yes : COPY.no],
    [COPY.baseUrl, config.apiBaseUrl || COPY.sameOrigin],
    [COPY.standingsUrl, standingsUrl],
  ];
  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <div className="container diagnostics">
        <section aria-labelledby="config-api">
          <h2 id="config-api">{COPY.apiTitle}</h2>
          <dl className="diagnostics__settings">
            {settings.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="config-variables">
          <h2 id="config-variables">{COPY.variablesTitle}</h2>
          <p>{COPY.variablesNote}</p>
          {VARIABLES.length === 0 ? (
            <p>{COPY.noVariables}</p>
          ) : (
            <ScrollRegion className="diagnostics__scroll" label={COPY.variablesCaption}>
              <table className="diagnostics__table">
                <caption>{COPY.variablesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{COPY.name}</th>
                    <th scope="col">{COPY.value}</th>
                  </tr>
                </thead>
                <tbody>
                  {VARIABLES.map((variable) => (
                    <tr key={variable.name}>
                      <th scope="row">
                        <code>{variable.name}</code>
                      </th>
                      <td>{variable.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      </div>
    </>
  );
}
