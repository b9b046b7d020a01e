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
