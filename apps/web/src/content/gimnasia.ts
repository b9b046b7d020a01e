/** What its page adds to the under-construction card (pages/gimnasia.tsx). */
export const GIMNASIA = {
  /** The club's age: from 4. */
  ages: "Las clases de gimnasia rítmica son desde los 4 años.",
  social: "Seguinos en Instagram",
  socialAfter: "para ver las muestras y los torneos.",
} as const;
