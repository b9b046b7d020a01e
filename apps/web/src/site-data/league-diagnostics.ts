/** The words of the diagnostics pages `/api-test` and `/config-test` (developers read them). */
export const API_TEST_COPY = {
  /** The original site's text, verbatim. */
  loading: "Cargando prueba de API...",
  /** The original site's text, verbatim. */
  noData: "No hay datos",
  answeredBy: "Respondió:",
  tableTitle: "Tabla recibida",
  tableCaption: "Básquet: tabla de posiciones recibida",
  rawTitle: "JSON recibido",
  rawLabel: "Respuesta completa de la API en formato JSON",
  columns: ["Pos", "Equipo", "Puntos", "PJ", "PG", "PP"],
} as const;

export const CONFIG_TEST_COPY = {
  apiTitle: "Configuración de la API",
  development: "Modo desarrollo",
  yes: "Sí",
  no: "No",
  baseUrl: "URL base de la API",
  sameOrigin: "(vacía: el mismo origen del sitio, /api)",
  standingsUrl: "URL completa de la tabla de básquet",
  variablesTitle: "Variables de compilación (VITE_*)",
  variablesNote:
    "Se muestran los nombres; los valores que parecen claves, secretos o tokens se ocultan siempre.",
  variablesCaption: "Variables VITE_ de esta compilación",
  name: "Nombre",
  value: "Valor",
  noVariables: "Esta compilación no define variables VITE_.",
} as const;
