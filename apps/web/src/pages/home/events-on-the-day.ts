/**
 * The script the prerendered "Próximos eventos" carries right after its list, run by
 * the browser as it reads the page (before the section is painted: it is below the
 * first screen and laid out only when near it). A page built days ago must not announce
 * an event that has passed: each card whose day (`data-dia`) is before today in Buenos
 * Aires is hidden, and when none is left the list makes way for the "no events" line.
 * Hand-written and tiny (~0.3 KB); allowed by its hash in the page's policy
 * (scripts/page-csp.mjs). The date is `buenosAiresToday()`'s arithmetic (UTC−3), inlined.
 */
export const EVENTS_ON_THE_DAY = [
  "(function(){",
  "var s=document.currentScript.parentNode,",
  "t=new Date(Date.now()-108e5).toISOString().slice(0,10),n=0;",
  's.querySelectorAll("[data-dia]").forEach(function(e){e.getAttribute("data-dia")<t?e.hidden=!0:n++});',
  'if(!n){s.querySelector("[data-eventos]").hidden=!0;s.querySelector(".fallback-line").hidden=!1}',
  "})()",
].join("");
