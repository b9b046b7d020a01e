/**
 * Every build-time setting of the site, read in this one module. Values come from
 * `VITE_*` environment variables when the site is built (see `.env.example`); each
 * has a working default: the club's own facts (from its current site, 2025), so a build
 * without settings shows real contact details. Nothing here is secret: it all ends up in the public bundle.
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
    /** Phone shown in the footer and the contact section, as a tel: link. */
    phone: read("VITE_CLUB_PHONE", "(0220) 482-4186"),
    /** The club's e-mail, shown as a mailto: link. */
    email: read("VITE_CLUB_EMAIL", "info@casadepadua.com.ar"),
    /** WhatsApp number in international digits only, for wa.me links (the contact form's chat). */
    whatsapp: read("VITE_CLUB_WHATSAPP", "5491135781105"),
    /** Street address. */
    address: read(
      "VITE_CLUB_ADDRESS",
      "Independencia 725, B1718 San Antonio de Padua, Provincia de Buenos Aires",
    ),
    /** What the map embed and its link search for; empty: the club's name and address (its Google Maps place). */
    mapQuery: read("VITE_CLUB_MAP_QUERY", ""),
    /** Member portal (the club's management service): registration page. */
    portalSignupUrl: read("VITE_PORTAL_SIGNUP_URL", "https://portal.ourclub.io/casadepadua/Account/Register"),
    /** Member portal: members' home. */
    portalHomeUrl: read("VITE_PORTAL_HOME_URL", "https://portal.ourclub.io/casadepadua/"),
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
