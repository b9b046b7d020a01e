/**
 * Paths that only send the visitor elsewhere, replacing the history entry: the
 * original site's `/basquet` redirect and the dead links of the original site that docs/product.md#site-wide
 * mends. Read by the route table, the redirect page, the prerender list and nginx.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/basquet": "/basquet/federal",
  "/tira-a": "/voley/tira-a",
  "/tira-b": "/voley/tira-b",
  "/contacto": "/#contacto",
};
