import * as CLUB_FILE from "virtual:contenido/club";

/**
 * Every build-time setting of the site, read in this one module. Values come from
 * `VITE_*` environment variables when the site is built (see `.env.example`); each
 * has a working default: the club's contact facts are those of `content/club.yml` (the
 * club's own, from its current site, 2025, and what its staff set in the editor), so a
 * build without settings shows real contact details. Nothing here is secret: it all ends up in the public bundle.
 */
const env = import.meta.env;

function read(name: string, fallback: string): string {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

export const config = {
  /** Public address of the site, for canonical URLs and link previews. */
  siteUrl: read("VITE_SITE_URL", "https://casadepadua.com.ar").replace(/\/$/, ""),
  /** Where the league service answers; empty means the site's own origin (`/api/...`). */
  apiBaseUrl: read("VITE_API_BASE_URL", "").replace(/\/$/, ""),
  /** Diagnostics pages (`/api-test`, `/config-test`) in a production build. */
  diagnosticsEnabled: env.DEV || read("VITE_ENABLE_DIAGNOSTICS", "false") === "true",
  /** The service worker (`src/service-worker/`, offline copies of pages and tables): production builds only. */
  serviceWorkerEnabled: env.PROD && read("VITE_ENABLE_SERVICE_WORKER", "true") !== "false",
  club: {
    /** Phone shown in the footer and the contact section, as a tel: link. */
    phone: read("VITE_CLUB_PHONE", CLUB_FILE.phone),
    /** The club's e-mail, shown as a mailto: link. */
    email: read("VITE_CLUB_EMAIL", CLUB_FILE.email),
    /** WhatsApp number in international digits only, for wa.me links (the contact form's chat). */
    whatsapp: read("VITE_CLUB_WHATSAPP", CLUB_FILE.whatsapp),
    /** Street address. */
    address: read("VITE_CLUB_ADDRESS", CLUB_FILE.address),
    /** What the map embed and its link search for; empty: the club's name and address (its Google Maps place). */
    mapQuery: read("VITE_CLUB_MAP_QUERY", CLUB_FILE.mapQuery),
    /** Member portal (the club's management service): registration page. */
    portalSignupUrl: read("VITE_PORTAL_SIGNUP_URL", CLUB_FILE.portalSignupUrl),
    /** Member portal: members' home. */
    portalHomeUrl: read("VITE_PORTAL_HOME_URL", CLUB_FILE.portalHomeUrl),
    facebookUrl: read("VITE_FACEBOOK_URL", CLUB_FILE.facebookUrl),
    instagramUrl: read("VITE_INSTAGRAM_URL", CLUB_FILE.instagramUrl),
    youtubeUrl: read("VITE_YOUTUBE_URL", CLUB_FILE.youtubeUrl),
  },
  /** Firebase web config: analytics start only when apiKey, projectId and appId are set. */
  firebase: {
    apiKey: read("VITE_FIREBASE_API_KEY", ""),
    authDomain: read("VITE_FIREBASE_AUTH_DOMAIN", ""),
    projectId: read("VITE_FIREBASE_PROJECT_ID", ""),
    storageBucket: read("VITE_FIREBASE_STORAGE_BUCKET", ""),
    messagingSenderId: read("VITE_FIREBASE_MESSAGING_SENDER_ID", ""),
    appId: read("VITE_FIREBASE_APP_ID", ""),
    measurementId: read("VITE_FIREBASE_MEASUREMENT_ID", ""),
  },
} as const;

/**
 * The Firebase web config above (all strings, empty when unset): what layout/analytics.ts
 * checks and lib/firebase.ts, its lazy chunk, starts with.
 */
export type FirebaseSettings = Readonly<Record<keyof typeof config.firebase, string>>;
