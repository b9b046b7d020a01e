// What the brand manual (make-brand-manual.mjs) says: its texts, the colours it shows and
// its type specimens. Colours are named by their design token in src/styles/global.css
// without `--color-` ("primary", "accent"), so the values always come from the site.
export const MANUAL = {
  title: "Manual de Marca - CASA de Padua",
  author: "Club Atlético San Antonio de Padua",
  subject: "Colores, escudo y tipografía del club",
  footer: "Manual de Marca · CASA de Padua",
  /** Centred on the cover, black above and a yellow band from 722 down: text, baseline, size, font, colour. */
  cover: [
    ["Manual de Marca", 410, 40, "bold", "surface"],
    ["Club Atlético San Antonio de Padua", 450, 18, "regular", "accent"],
    ["CASA de Padua · desde 1926", 476, 13, "regular", "surface"],
    ["Colores · Escudo · Tipografía", 776, 16, "bold", "primary-dark"],
  ],
  coloursTitle: "Colores",
  coloursLead:
    "Negro, amarillo y violeta, las tres franjas del escudo, y el blanco. Estos son sus valores exactos, los mismos que usa el sitio web: en pantalla, en impresos y en la indumentaria. El amarillo va como relleno o sobre negro y violeta: como texto sobre blanco no se lee.",
  /** The swatches, three a row: token, name, use. */
  palette: [
    ["primary-dark", "Negro CASA", "Barra de navegación, pie y fondos oscuros."],
    ["accent", "Amarillo CASA", "Acentos y rellenos; nunca texto sobre blanco."],
    ["primary", "Violeta CASA", "Bandas, títulos, enlaces y botones."],
    ["surface", "Blanco", "Fondo y texto sobre negro y violeta."],
    ["text", "Texto", "El texto corrido."],
    ["muted", "Texto secundario", "Fechas, notas y aclaraciones."],
    ["surface-alt", "Gris claro", "Bandas y fondos alternos."],
    ["border", "Bordes", "Líneas y separadores."],
    ["danger", "Rojo aviso", "Solo para errores y alertas."],
  ],
  shieldTitle: "Escudo",
  /** The shield is shown on these backgrounds: fill, border. */
  shieldBackgrounds: [
    ["surface", "border"],
    ["primary-dark", undefined],
  ],
  shieldText:
    "El escudo va sobre fondo blanco o negro. No lo deformes, no cambies sus colores ni le agregues efectos, y dejale alrededor un aire igual al ancho de una franja. Por debajo de 96 px de alto, el escudo va sin la cinta: su texto ya no se lee.",
  typeTitle: "Tipografía",
  typeLead:
    "En el sitio web usamos la tipografía del sistema de cada dispositivo: se lee bien en cualquier pantalla y no hace esperar a nadie. Esta es la lista, en orden de preferencia:",
  printType:
    "En impresos y en este manual usamos Helvetica (o Arial, su par): negrita para los títulos, regular para el texto.",
  /** Sample, size, font, colour, caption; a sample with a tile sits on it, as on the site. */
  specimens: [
    ["Aa Bb Cc Ññ 0123456789", 30, "bold", "primary", "Helvetica Bold, 30 pt: títulos"],
    ["Club Atlético San Antonio de Padua", 18, "bold", "text", "Helvetica Bold, 18 pt: subtítulos"],
    [
      "El club, tu segundo hogar. Deportes, actividades y vida social desde 1926.",
      11,
      "regular",
      "text",
      "Helvetica, 11 pt: texto",
    ],
    ["+1000", 30, "bold", "accent", "Amarillo CASA sobre violeta o negro: cifras y acentos", "primary"],
  ],
  contactTitle: "¿Vas a usar la marca del club?",
  /** Followed by the communications e-mail of content/club.yml. */
  contactLead: "Escribinos a",
};
