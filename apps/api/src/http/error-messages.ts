// The texts of the service's error answers. The request guard (http/request-guard.ts)
// and the error handlers (plugins/errors.ts, which take the guard) both answer with them:
// kept here, neither imports the other's module for them (no import circle).

/** Spanish text for each status the API can answer with; the body is always `{ error }`. */
const MESSAGES: Record<number, string> = {
  400: "Solicitud inválida",
  408: "La solicitud tardó demasiado en llegar",
  404: "Recurso no encontrado",
  405: "Método no permitido",
  406: "Formato no disponible",
  413: "Solicitud demasiado grande",
  414: "Dirección demasiado larga",
  415: "Tipo de contenido no admitido",
  431: "Encabezados demasiado grandes",
  429: "Demasiadas solicitudes: esperá unos segundos y volvé a intentar",
  500: "Error interno del servicio de ligas",
};

export function errorMessage(status: number): string {
  return MESSAGES[status] ?? (status >= 500 ? (MESSAGES[500] as string) : (MESSAGES[400] as string));
}
