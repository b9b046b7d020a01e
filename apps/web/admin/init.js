// Loaded last (index.html): starts Decap with config.yml, plus the GitHub login's address.
// The login relay (/api/admin/auth) is served on the editor's own origin and no other
// (docs/deployment.md), so its address is this page's origin, wherever the editor is
// served; Decap opens its popup there and takes the token only from a window of it.
window.CMS.init({ config: { backend: { base_url: window.location.origin } } });
