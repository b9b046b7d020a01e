/**
 * The script the prerendered week (`/horarios`) carries right after its days, run by the
 * browser as it reads the page, before the days are painted: today's day in Buenos
 * Aires (UTC−3, `buenosAiresWeekday`'s arithmetic, inlined) moves to the top, the days
 * before it to the end, and today's is marked ("Hoy", `aria-current="date"`). The page
 * is built once, on any day; this puts it right on the visitor's day with no jump. The
 * wrapper keeps the day it used (`data-hoy`), which the app reads as it hydrates
 * (`useWeekToday`), so React finds the page as it would draw it: no mismatch.
 * Hand-written and tiny; allowed by its hash in the page's policy (scripts/page-csp.mjs).
 */
export const TODAY_FIRST = [
  "(function(){",
  'var w=document.currentScript.parentNode,l=w.querySelector("[data-dias]"),',
  "t=new Date(Date.now()-108e5).getUTCDay()||7;",
  'w.setAttribute("data-hoy",t);',
  "[].slice.call(l.children).forEach(function(d){",
  'var n=+d.getAttribute("data-dia");',
  "if(n<t)l.appendChild(d);",
  'if(n===t){d.setAttribute("aria-current","date");d.querySelector("[data-marca-hoy]").hidden=!1}',
  "})})()",
].join("");
