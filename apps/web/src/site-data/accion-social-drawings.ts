/**
 * The drawings an initiative of Acción Social can show, by the name its file gives
 * (`ilustracion: sangre`, a list in the editor): each drawing with what it shows, so
 * whoever picks one never has to describe it. A new drawing goes in
 * `public/images/pages/`, here and in the schema's `ILUSTRACIONES` (and the editor's options).
 */
export const SOCIAL_ACTION_DRAWINGS = {
  inundaciones: {
    src: "/images/pages/accion-social-inundaciones.svg",
    alt: "Ilustración de cajas de donaciones con un corazón, apiladas junto a una gota de agua",
  },
  sangre: {
    src: "/images/pages/accion-social-sangre.svg",
    alt: "Ilustración de una gota de sangre con una cruz blanca y un corazón dorado",
  },
  natacion: {
    src: "/images/pages/accion-social-natacion.svg",
    alt: "Ilustración de chicos nadando en la pileta con flotadores y un sol dorado",
  },
} as const satisfies Record<string, { src: string; alt: string }>;
