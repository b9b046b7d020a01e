// A stand-in for Google's tag, gtag.js, which the Firebase Analytics SDK loads from
// https://www.googletagmanager.com/gtag/js?l=<data layer>&id=<measurement id>. The real
// tag cannot be fetched offline, so the browser test of analytics (analytics-privacy.spec.ts)
// has its collector (analytics-collector.ts) serve this file at that address instead.
//
// What it copies of the real tag is what decides which of a page's data reaches Google:
// - it reads the data layer the SDK fills (its `?l=` name, `dataLayer` by default): the
//   commands queued before it loaded, then each one pushed later, as `arguments` objects;
// - `config` keeps a measurement id's parameters and sends a page_view unless
//   `send_page_view` is false; `set` keeps parameters for every event; `event` sends;
// - every event goes to https://www.google-analytics.com/g/collect as GA4 sends it: the
//   request's query holds the shared fields (`tid`, `cid`, `dl` = location.href,
//   `dt` = document.title, `dr` = document.referrer; the page_location, page_title and
//   page_referrer parameters replace them) and its body the event (`en`, and every
//   other parameter as `ep.<name>`, or `epn.<name>` when a number);
// - GA4's enhanced measurement, on by default in a web stream: a page_view when the
//   address changes through the history API; a `click` with the link's whole address
//   (`link_url`), its domain, id and classes when the visitor clicks a link to another
//   site; `form_start` on the first change of a form's field and `form_submit` on its
//   submit, each with the form's id, name and destination (its action), and the submit
//   button's text. Like the real tag, it never reads what the fields hold.
// It drops what does not change what is sent (cookies, sessions, batching, timers).
(() => {
  const source = new URL(document.currentScript?.src ?? location.href);
  const layerName = source.searchParams.get("l") || "dataLayer";
  const layer = window[layerName] || [];
  window[layerName] = layer;

  const COLLECT = "https://www.google-analytics.com/g/collect";
  const clientId = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
  /** Parameters that steer the tag and are never sent as such. */
  const CONTROLS = new Set([
    "send_page_view",
    "send_to",
    "update",
    "event_callback",
    "event_timeout",
    "groups",
  ]);
  /** Measurement id → its `config` parameters. */
  const configs = new Map();
  let shared = {};

  function send(id, name, params) {
    const query = new URLSearchParams({
      v: "2",
      tid: id,
      cid: clientId,
      ul: navigator.language.toLowerCase(),
      sr: `${screen.width}x${screen.height}`,
      dl: location.href,
      dt: document.title,
      dr: document.referrer,
    });
    const event = new URLSearchParams({ en: name });
    for (const [key, value] of Object.entries({ ...shared, ...configs.get(id), ...params })) {
      if (CONTROLS.has(key) || value === undefined || value === null) continue;
      if (key === "page_location") query.set("dl", String(value));
      else if (key === "page_title") query.set("dt", String(value));
      else if (key === "page_referrer") query.set("dr", String(value));
      else event.set(`${typeof value === "number" ? "epn" : "ep"}.${key}`, String(value));
    }
    navigator.sendBeacon(`${COLLECT}?${query}`, event.toString());
  }

  /** Sends an event to the ids of its `send_to`, else to every configured one. */
  function sendEvent(name, params = {}) {
    const targets = params.send_to ? [params.send_to].flat() : [...configs.keys()];
    for (const id of targets) send(id, name, params);
  }

  function run(command) {
    // gtag() queues `arguments`; anything else (a Tag Manager object) is not gtag's.
    if (!command || typeof command !== "object" || typeof command.length !== "number") return;
    const [kind, first, second] = Array.from(command);
    if (kind === "config" && typeof first === "string") {
      configs.set(first, { ...configs.get(first), ...second });
      if (second?.send_page_view !== false) send(first, "page_view", {});
    } else if (kind === "set" && first && typeof first === "object") {
      shared = { ...shared, ...first };
    } else if (kind === "event" && typeof first === "string") {
      sendEvent(first, second);
    }
  }

  for (const command of layer.slice()) run(command);
  layer.push = function push(...commands) {
    const length = Array.prototype.push.apply(this, commands);
    for (const command of commands) run(command);
    return length;
  };

  // Enhanced measurement: page changes through the history API.
  let page = location.href.split("#")[0];
  const pageChanged = () => {
    const now = location.href.split("#")[0];
    if (now === page) return;
    page = now;
    sendEvent("page_view");
  };
  for (const method of ["pushState", "replaceState"]) {
    const original = history[method];
    history[method] = function changeHistory(...args) {
      const result = original.apply(this, args);
      pageChanged();
      return result;
    };
  }
  window.addEventListener("popstate", pageChanged);

  // Enhanced measurement: outbound clicks.
  document.addEventListener(
    "click",
    (click) => {
      const link = click.target instanceof Element ? click.target.closest("a[href]") : null;
      if (!link) return;
      const url = new URL(link.href, location.href);
      if (!/^https?:$/.test(url.protocol) || url.hostname === location.hostname) return;
      sendEvent("click", {
        link_url: link.href,
        link_domain: url.hostname,
        link_id: link.id,
        link_classes: link.getAttribute("class") ?? "",
        outbound: true,
      });
    },
    true,
  );

  // Enhanced measurement: form interactions.
  const formFields = (form) => ({
    form_id: form.id,
    form_name: form.getAttribute("name") ?? "",
    form_destination: form.action,
  });
  const started = new WeakSet();
  const formStart = (change) => {
    const form = change.target instanceof Element ? change.target.closest("form") : null;
    if (!form || started.has(form)) return;
    started.add(form);
    sendEvent("form_start", formFields(form));
  };
  document.addEventListener("input", formStart, true);
  document.addEventListener("change", formStart, true);
  document.addEventListener(
    "submit",
    (submit) => {
      const form = submit.target;
      if (!(form instanceof HTMLFormElement)) return;
      sendEvent("form_submit", {
        ...formFields(form),
        form_submit_text: submit.submitter?.textContent?.trim() ?? "",
      });
    },
    true,
  );
})();
