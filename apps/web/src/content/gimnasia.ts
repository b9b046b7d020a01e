/** What the Gimnasia Rítmica page adds to its under-construction card. */
export const GIMNASIA = {
  /** The spec's age: from 4. */
  ages: "Las clases de gimnasia rítmica son desde los 4 años.",
  social: "Seguinos en Instagram",
  socialAfter: "para ver las muestras y los torneos.",
} as const;
