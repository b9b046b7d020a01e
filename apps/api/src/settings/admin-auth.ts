import type { Secret } from "../lib/secret.js";
import type { Settings } from "./schema.js";

export interface AdminAuthConfig {
  /** Client ID of the club's GitHub OAuth app. */
  clientId: string;
  /** Its client secret: sent to GitHub's token endpoint and nowhere else. */
  clientSecret: Secret;
  /**
   * The editor's origin (`https://casa-padua-editor.web.app`), where Decap runs and where
   * the relay lives: its hosting (Firebase Hosting, or nginx) proxies `/api/admin/**` to
   * this service, so the callback address is built from it and the login's cookie is set
   * for it (`Secure` when it is https). The popup, on this origin too, posts the token to it only
   * and answers only its `authorizing:github`. The public site has no route to the relay:
   * no script of the public pages shares an origin with the popup.
   */
  editorOrigin: string;
  /** GitHub's origin (a stand-in on 127.0.0.1 in tests): the only host the relay calls. */
  githubUrl: string;
  /** Whole budget of the code-for-token exchange with GitHub. */
  timeoutMs: number;
  /**
   * The relay's own allowances, on top of the service's: each callback may cost a request
   * to GitHub with the client secret, so its two routes get far fewer requests. `max` per
   * client; `total` across all clients, so a flood from many addresses is capped too.
   */
  rateLimit: { max: number; total: number; windowMs: number };
}

/**
 * The login relay's settings: all three (client id, secret, editor origin) or none. Rules
 * between variables, which JSON Schema could only say in errors nobody could read
 * (`dependentRequired`, `not`), hence this function. A partial set is refused, since it
 * would leave /admin's login silently off. One origin, the editor's: the relay is served
 * there, and the token never leaves it. The secret comes from OAUTH_GITHUB_CLIENT_SECRET
 * or from the file OAUTH_GITHUB_CLIENT_SECRET_FILE names (a Compose or Kubernetes secret),
 * never both: two sources could disagree. Problems are added to `problems`.
 */
export function readAdminAuth(relay: Settings["adminAuth"], problems: string[]): AdminAuthConfig | undefined {
  const { clientId, editorOrigin, clientSecretFile } = relay;
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
    OAUTH_EDITOR_ORIGIN: editorOrigin,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === Object.keys(required).length) return undefined;
  if (!clientId || !clientSecret || !editorOrigin) {
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
  return { clientId, clientSecret, editorOrigin, githubUrl, timeoutMs, rateLimit };
}
