/**
 * Every build-time setting of the site, read in this one module. Values come from
 * `VITE_*` environment variables when the site is built (see `.env.example`); each
 * has a working default, and the placeholders are marked so nobody mistakes them for
 * the club's real data. Nothing here is secret: it all ends up in the public bundle.
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
  /** The service worker (`public/sw.js`, offline copies of pages and tables): production builds only. */
  serviceWorkerEnabled: env.PROD && read("VITE_ENABLE_SERVICE_WORKER", "true") !== "false",
  club: {
    /** Phone shown in the footer and the contact section (placeholder). */
    phone: read("VITE_CLUB_PHONE", "+54 9 11 0000-0000"),
    /** WhatsApp number in international digits only, for wa.me links (placeholder). */
    whatsapp: read("VITE_CLUB_WHATSAPP", "5491100000000"),
    /** Street address (placeholder until the club confirms it). */
    address: read("VITE_CLUB_ADDRESS", "Dirección a confirmar, San Antonio de Padua, Buenos Aires"),
    /** What the map embed searches for. */
    mapQuery: read("VITE_CLUB_MAP_QUERY", "San Antonio de Padua, Buenos Aires, Argentina"),
    /** Member portal: registration page (placeholder). */
    portalSignupUrl: read("VITE_PORTAL_SIGNUP_URL", "https://portal-socios.example.com/asociarse"),
    /** Member portal: members' home (placeholder). */
    portalHomeUrl: read("VITE_PORTAL_HOME_URL", "https://portal-socios.example.com/"),
    facebookUrl: read("VITE_FACEBOOK_URL", "https://www.facebook.com/casadepadua"),
    instagramUrl: read("VITE_INSTAGRAM_URL", "https://www.instagram.com/casadepadua"),
    youtubeUrl: read("VITE_YOUTUBE_URL", "https://www.youtube.com/@casadepadua"),
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
