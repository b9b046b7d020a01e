// Types of site-headers.mjs, for the TypeScript that imports it.
export declare const EMBED_ORIGINS: readonly string[];
export declare const ANALYTICS_SCRIPT_ORIGIN: string;
export declare const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>>;
export declare function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string;
export declare const CONTENT_SECURITY_POLICY: string;
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const ADMIN_PATH: string;
export declare function isAdminPath(path: string): boolean;
export declare const ADMIN_LOCAL_BACKEND: string;
export declare const ADMIN_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>>;
export declare function adminContentSecurityPolicy(options?: { dev?: boolean }): string;
export declare const ADMIN_HEADERS: Readonly<Record<string, string>>;
export declare const HSTS: string;
export declare const CACHE_CONTROL: Readonly<{ hashed: string; revalidate: string; short: string }>;
export declare const SHORT_CACHE_EXTENSIONS: readonly string[];
export declare const CALENDAR_FOLDERS: readonly string[];
export declare const CALENDAR_TYPE: string;
export declare function cacheControlFor(path: string): string;
export declare const FIREBASE_API_SERVICE: Readonly<{ serviceId: string; region: string }>;
export declare const EDITOR_ORIGIN: string;
export declare const SITE_PATHS: string;
export declare const ROUTE_DATA_TYPE: string;
export declare function firebaseConfig(redirects: Readonly<Record<string, string>>): {
  hosting: (Record<string, unknown> & { target: "site" | "editor" })[];
};
export declare function nginxSecurityHeaders(): string;
export declare function nginxAdminHeaders(): string;
