/**
 * Title and description of each page that is not a sport or activity page: the
 * browser tab, search results and link previews read them.
 */
export interface PageCopy {
  title: string;
  description: string;
}

/** Pages whose copy has no content module of its own. */
export const PAGES = {
  notFound: {
    title: "Página no encontrada",
    description: "La página que buscás no existe o cambió de lugar.",
  },
  apiTest: {
    title: "Prueba de API",
    description: "Diagnóstico del servicio de tablas de posiciones.",
  },
  configTest: {
    title: "Prueba de configuración",
    description: "Diagnóstico de la configuración del sitio.",
  },
} as const satisfies Record<string, PageCopy>;

/** A club page (not an activity) that is still being written: the under-construction page shows it. */
export interface PageInProgress {
  path: string;
  name: string;
  /** Its description, and what its card says it will hold. */
  summary: string;
  status: "building";
}

/** Club pages that are still being written (the activities' own are in the activity registry). */
export const CLUB_PAGES_IN_PROGRESS: readonly PageInProgress[] = [
  {
    path: "/comision",
    name: "Comisión Directiva",
    summary: "Quiénes forman la Comisión Directiva del club.",
    status: "building",
  },
  {
    path: "/instalaciones",
    name: "Nuestras Instalaciones",
    summary: "Canchas, pileta, gimnasio y salones del club.",
    status: "building",
  },
];
