import type { Secret } from "../lib/secret.js";
import type { Settings } from "./schema.js";

export interface AdminAuthConfig {
  /** Client ID of the club's GitHub OAuth app. */
  clientId: string;
  /** Its client secret: sent to GitHub's token endpoint and nowhere else. */
  clientSecret: Secret;
  /**
   * The public site's origin (`https://casadepadua.com.ar`), where `/api` is served: what
   * the callback address is built from, where the login's cookie lives (`Secure` when it
   * is https), and the CORS default in production.
   */
  siteOrigin: string;
  /**
   * The editor's origin (`https://casa-padua-editor.web.app`), where Decap runs and opens
   * the login popup from: the only origin the token is ever posted to, and the only one
   * whose `authorizing:github` the callback page answers. Another origin than the site's:
   * the editor keeps the token in its own origin's storage, out of the public pages' reach.
   */
  editorOrigin: string;
  /** GitHub's origin (a stand-in on 127.0.0.1 in tests): the only host the relay calls. */
  githubUrl: string;
  /** Whole budget of the code-for-token exchange with GitHub. */
  timeoutMs: number;
  /**
   * The relay's own allowance per client, on top of the service's: each callback may cost
   * a request to GitHub with the client secret, so its two routes get far fewer requests.
   */
  rateLimit: { max: number; windowMs: number };
}

/**
 * The login relay's settings: all four (client id, secret, site origin, editor origin) or
 * none. Rules between variables, which JSON Schema could only say in errors nobody could
 * read (`dependentRequired`, `not`), hence this function. A partial set is refused, since it
 * would leave /admin's login silently off. Both origins, since in production they differ:
 * the callback is on the site's origin (where `/api` is), the window that waits for the
 * token on the editor's. The secret comes from OAUTH_GITHUB_CLIENT_SECRET or from the file
 * OAUTH_GITHUB_CLIENT_SECRET_FILE names (a Compose or Kubernetes secret), never both: two
 * sources could disagree. Problems are added to `problems`.
 */
export function readAdminAuth(relay: Settings["adminAuth"], problems: string[]): AdminAuthConfig | undefined {
  const { clientId, siteOrigin, editorOrigin, clientSecretFile } = relay;
  if (relay.clientSecret && clientSecretFile) {
    problems.push(
      "OAUTH_GITHUB_CLIENT_SECRET y OAUTH_GITHUB_CLIENT_SECRET_FILE están definidos a la vez: dejá uno solo (con Docker Compose, el secreto va en el archivo)",
    );
    return undefined;
  }
  const clientSecret = relay.clientSecret ?? clientSecretFile?.secret;
  const required = {
    OAUTH_GITHUB_CLIENT_ID: clientId,
    OAUTH_GITHUB_CLIENT_SECRET: clientSecret,
    OAUTH_SITE_ORIGIN: siteOrigin,
    OAUTH_EDITOR_ORIGIN: editorOrigin,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === Object.keys(required).length) return undefined;
  if (!clientId || !clientSecret || !siteOrigin || !editorOrigin) {
    const named = missing.map((name) =>
      name === "OAUTH_GITHUB_CLIENT_SECRET" && clientSecretFile
        ? `${name} (el archivo ${clientSecretFile.path} de OAUTH_GITHUB_CLIENT_SECRET_FILE está vacío)`
        : name,
    );
    problems.push(
      `el acceso a /admin con GitHub necesita ${Object.keys(required).join(", ")}: falta ${named.join(", ")}`,
    );
    return undefined;
  }
  const { githubUrl, timeoutMs, rateLimit } = relay;
  return { clientId, clientSecret, siteOrigin, editorOrigin, githubUrl, timeoutMs, rateLimit };
}
