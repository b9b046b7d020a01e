/** The home page's membership section (`/#asociate`): fees, family discounts, portal links. */
/** A membership option (the original site's membership plan). */
export interface MembershipPlan {
  id: string;
  title: string;
  description: string;
  price: string;
  period: string;
  details: readonly string[];
  note?: string;
}

export const MEMBERSHIP = {
  title: "Asociate",
  lead: "Ser socio es ser parte del club. Sumate y disfrutalo con tu familia.",
  plans: [
    {
      id: "individual",
      title: "Socio individual",
      description: "La cuota social de una persona.",
      price: "$15.000",
      period: "por mes",
      details: [
        "Formá parte de la vida social del club",
        "Votá en las asambleas de socios",
        "Gestioná tu cuota en el Portal de Socios",
      ],
    },
    {
      id: "familiar",
      title: "Grupo familiar",
      description: "Descuentos según la cantidad de integrantes del grupo.",
      price: "10% a 20%",
      period: "de descuento",
      details: [
        "3 integrantes: 10% de descuento",
        "4 integrantes: 15% de descuento",
        "5 o más integrantes: 20% de descuento",
      ],
      note: "Los grupos familiares abonan la cuota completa; los descuentos se aplican al pagar en efectivo.",
    },
  ] satisfies readonly MembershipPlan[],
  values: { label: "Ver valores y días", to: "/valores-y-dias" },
  schedule: { label: "Ver todos los horarios", to: "/horarios" },
};
