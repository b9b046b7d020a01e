/**
 * The home page's membership section (`/#asociate`): its heading, lead and the cards' own
 * words are in `content/portada.yml`, the fee and the family discounts in
 * `content/valores.yml` (`virtual:contenido/pagina/inicio/partes`). Here, the links' words.
 */
export const MEMBERSHIP_LINKS = {
  values: { label: "Ver valores y días", to: "/valores-y-dias" },
  schedule: { label: "Ver todos los horarios", to: "/horarios" },
};
