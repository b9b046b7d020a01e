import { isIP } from "node:net";
import { validate as isValidCron } from "node-cron";

/**
 * The kinds of setting JSON Schema cannot describe (words for yes and no, origins, proxy
 * lists, name fragments…): each reader turns the text into its value, or says in Spanish
 * what is wrong, naming the variable. The schema names a variable's reader with the
 * `reads` keyword (read-settings.ts), whole numbers and fixed words being plain JSON Schema.
 * Every export of this module but the types is a reader (schema.ts lists them all).
 */

/** What a setting's text stands for, or the Spanish line saying what is wrong with it. */
type Reading<T> = { value: T } | { problem: string };

/**
 * Turns the text of the variable `name` into its value. `examples`: the variable's schema's
 * own, for a problem line to show what a right value looks like.
 */
export type Reader<T> = (text: string, name: string, examples?: string[]) => Reading<T>;

/** Which part of a club-matches page belongs to a division (compared without case or accents). */
export interface MatchFilter {
  category?: string;
  division?: string;
}

const splitList = (text: string, separator: string | RegExp = ",") =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== "");

export const flag: Reader<boolean> = (text, name) => {
  const word = text.toLowerCase();
  if (["1", "true", "yes", "si", "sí"].includes(word)) return { value: true };
  if (["0", "false", "no"].includes(word)) return { value: false };
  return { problem: `${name} debe ser true o false (vale "${word}")` };
};

/** Comma-separated, blanks around each item dropped (what env-schema's `separator` keeps). */
export const list: Reader<string[]> = (text) => ({ value: splitList(text) });

/** An http(s) URL, or undefined when set to `off`. */
export const pageUrl: Reader<string | undefined> = (text, name) => {
  if (text.toLowerCase() === "off") return { value: undefined };
  const url = URL.parse(text);
  if (url?.protocol === "http:" || url?.protocol === "https:") return { value: url.toString() };
  return { problem: `${name} debe ser una URL http(s) (vale "${text}")` };
};

/** 127.0.0.0/8, ::1 or localhost: this machine, where plain http never leaves it. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/**
 * An origin (`scheme://host[:port]`, nothing after it), https unless the host is this
 * machine's loopback (local runs and tests): anything an OAuth code or token travels to
 * must be encrypted. The schema's `examples` give an origin of the kind asked for.
 */
export const origin: Reader<string> = (text, name, examples = ["https://casadepadua.com.ar"]) => {
  const url = URL.parse(text);
  const bare =
    url?.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    url.username === "" &&
    url.password === "";
  const secure = url?.protocol === "https:" || (url?.protocol === "http:" && isLoopback(url.hostname));
  if (url && bare && secure) return { value: url.origin };
  return {
    problem: `${name} debe ser un origen https, sin ruta (como ${examples[0]}); http solo para 127.0.0.1 o localhost (vale "${text.slice(0, 120)}")`,
  };
};

export const githubClientId: Reader<string> = (text, name) =>
  /^[A-Za-z0-9._-]{1,100}$/.test(text)
    ? { value: text }
    : {
        problem: `${name} es el Client ID de la app OAuth de GitHub: letras, números, punto, guion (vale "${text.slice(0, 120)}")`,
      };

/**
 * Name fragments separated by `|` or commas. Characters only a regular expression would
 * use are refused, so an old pattern setting fails at start instead of silently matching
 * nothing.
 */
export const nameFragments: Reader<string[]> = (text, name) => {
  const fragments = splitList(text, /[|,]/);
  if (/[\\()[\]{}*+?^$]/.test(text) || fragments.length === 0 || fragments.length > 20)
    return {
      problem: `${name} son fragmentos de nombre separados por | o comas (hasta 20), no una expresión regular (vale "${text.slice(0, 80)}")`,
    };
  const tooLong = fragments.find((fragment) => fragment.length > 60);
  if (tooLong)
    return { problem: `${name}: cada fragmento tiene hasta 60 caracteres ("${tooLong.slice(0, 60)}…")` };
  return { value: fragments };
};

/** `category/division`, either side may be empty or `*` for "any"; `off` for none. */
export const matchFilter: Reader<MatchFilter | undefined> = (text, name) => {
  if (text.toLowerCase() === "off") return { value: undefined };
  const [category, division, ...rest] = text.split("/").map((part) => part.trim());
  if (rest.length > 0 || (!category && !division))
    return { problem: `${name} debe tener la forma "categoría/división" (vale "${text}")` };
  const filter: MatchFilter = {};
  if (category && category !== "*") filter.category = category;
  if (division && division !== "*") filter.division = division;
  return { value: filter };
};

/**
 * The named ranges of proxy-addr, to which Fastify's `trustProxy` hands a list: 127/8 and
 * ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7.
 */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

/** An address, a CIDR range (never /0: that is every address) or a named range. */
function isProxyAddress(address: string): boolean {
  if (NAMED_RANGES.includes(address)) return true;
  const [ip = "", bits, ...rest] = address.split("/");
  const version = isIP(ip);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `false`, or the proxies in front by address: IPs, CIDR ranges, `loopback`, `linklocal`,
 * `uniquelocal`. Fastify then takes for the client the right-most X-Forwarded-For entry
 * not written by one of them. Never a hop count or `true`: on Cloud Run, reachable
 * straight at its run.app address, a count made the client's own entries believed.
 */
export const trustedProxies: Reader<false | string[]> = (text, name) => {
  const word = text.toLowerCase();
  if (["false", "0", "no", "off"].includes(word)) return { value: false };
  if (/^\d+$/.test(text) || ["true", "yes", "si", "sí"].includes(word))
    return {
      problem: `${name} ya no acepta una cantidad de proxies ni true (vale "${text}"): poné las direcciones de los proxies de adelante, como uniquelocal detrás del nginx de Docker Compose o linklocal para el front end de Cloud Run`,
    };
  const addresses = splitList(text).map((item) =>
    NAMED_RANGES.includes(item.toLowerCase()) ? item.toLowerCase() : item,
  );
  const bad = addresses.find((address) => !isProxyAddress(address));
  if (bad === undefined && addresses.length > 0) return { value: addresses };
  return {
    problem: `${name}: "${bad ?? text}" no es una dirección IP, un rango CIDR ni loopback, linklocal o uniquelocal`,
  };
};

export const cron: Reader<string> = (text, name) =>
  isValidCron(text) ? { value: text } : { problem: `${name} no es una expresión cron válida ("${text}")` };
