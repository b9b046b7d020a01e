/**
 * Title and description of each page that is not a sport or activity page: the
 * browser tab, search results and link previews read them.
 */
export interface PageCopy {
  title: string;
  description: string;
}

export const PAGES = {
  home: {
    title: "Club Atlético San Antonio de Padua",
    description:
      "CASA de Padua, el club de San Antonio de Padua desde 1926: deportes, actividades, tablas de posiciones, novedades y cómo asociarte.",
  },
  valoresYDias: {
    title: "Valores y Días",
    description: "Cuotas, valores y días de entrenamiento de cada deporte y actividad de CASA de Padua.",
  },
  marca: {
    title: "Manual de Marca",
    description: "El manual de marca de CASA de Padua: colores, escudo y tipografía del club.",
  },
  historia: {
    title: "Historia",
    description: "La historia de CASA de Padua desde su fundación en 1926: hitos, archivo de fotos y videos.",
  },
  comision: {
    title: "Comisión Directiva",
    description: "Quiénes forman la Comisión Directiva de CASA de Padua.",
  },
  instalaciones: {
    title: "Instalaciones",
    description: "Las instalaciones de CASA de Padua: canchas, pileta, gimnasio y salones.",
  },
  accionSocial: {
    title: "Acción Social",
    description: "Las campañas solidarias de CASA de Padua y cómo sumarte como voluntario.",
  },
  novedades: {
    title: "Novedades",
    description: "Las últimas noticias de CASA de Padua: resultados, eventos, inscripciones y más.",
  },
  deportes: {
    title: "Deportes y actividades",
    description: "Todos los deportes y actividades de CASA de Padua, para todas las edades.",
  },
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
