// Loaded before Decap (index.html): Decap starts only when init.js says so, with the
// GitHub login's address, which is this page's own origin (init.js).
window.CMS_MANUAL_INIT = true;
