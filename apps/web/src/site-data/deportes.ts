/**
 * Deportes y actividades' interface words. What the club says on the page (its
 * description, lead, the complementary activities' lead, the prices' line, the summer
 * camp's text) is `content/deportes.yml`, and each main sport's card is in the activity
 * file it stands for (`deporte_principal`): the page reads them in its loader
 * (`main-sports.ts`).
 */
export const DEPORTES_COPY = {
  title: "Deportes y actividades",
  mainTitle: "Deportes principales",
  branchesLabel: "Disciplinas",
  complementaryTitle: "Actividades complementarias",
  prices: "Ver valores y días",
  campTitle: "Colonia de Vacaciones",
  campButton: "Consultanos",
} as const;
