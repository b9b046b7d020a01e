/**
 * The two origins the browser tests serve (playwright.config.ts): the public site, and the
 * editor (Decap CMS) on an origin of its own, as nginx serves them both
 * (deploy/serve-nginx.sh). Tests of the editor load it from EDITOR_ORIGIN: the site's
 * /admin only leads there.
 */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 4174);

export const SITE_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const EDITOR_ORIGIN = `http://127.0.0.1:${EDITOR_PORT}`;
