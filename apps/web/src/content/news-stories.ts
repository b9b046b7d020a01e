/**
 * The full story of each news item of `news.ts`, by its id, one string per paragraph:
 * read only when its page (`/novedades/<id>`) is built.
 */
export interface NewsStory {
  /**
   * `false`: written for the site from the item's summary; the club should check its
   * details before they are taken as the club's word (see the README).
   */
  checked: boolean;
  body: readonly string[];
}

export const NEWS_STORIES: Readonly<Record<string, NewsStory>> = {
  "colonia-2027-inscripciones": {
    checked: false,
    body: [
      "Ya están abiertas las inscripciones para la Colonia de Vacaciones del club. Como cada verano, los chicos y las chicas van a tener pileta, deportes y juegos al aire libre, en grupos armados por edad y con profes del club.",
      "Para anotarte, acercate a la secretaría en el horario de atención o escribinos por WhatsApp desde el formulario de contacto del sitio, y te pasamos los días, los horarios y los valores de la temporada.",
      "Los cupos de cada grupo son limitados, así que te recomendamos no dejarlo para último momento. ¡Te esperamos para pasar un verano bárbaro en el club!",
    ],
  },
  "basquet-federal-segundo-puesto": {
    checked: false,
    body: [
      "Nuestro equipo de Liga Federal terminó la fase regular en el segundo puesto de su zona, con catorce victorias en dieciséis partidos, y se clasificó a la siguiente fase del torneo.",
      "Fue una primera rueda de mucho trabajo, con un plantel que mezcla jugadores formados en las inferiores del club y refuerzos que se sumaron al proyecto. El gimnasio se llenó partido a partido, y el aliento de la gente se sintió en cada cierre ajustado.",
      "Ahora viene lo más lindo. Seguí la tabla y los próximos partidos en la página de Básquet Federal, y vení a alentar al equipo de local. ¡Vamos CASA!",
    ],
  },
  "donacion-de-sangre-noviembre": {
    checked: false,
    body: [
      "El club vuelve a abrir su salón para una nueva colecta de sangre, como hace cada trimestre junto al equipo de hemoterapia que nos acompaña.",
      "Donar lleva poco tiempo y cada donante puede salvar hasta cuatro vidas. Si tenés entre 16 y 65 años, pesás más de 50 kilos y te sentís bien, podés sumarte: vení desayunado y con tu documento.",
      "Si tenés dudas sobre si podés donar, escribinos y te ponemos en contacto con el equipo de la colecta. ¡Gracias a todos los socios y vecinos que se suman cada vez!",
    ],
  },
  "voley-tira-a-campeonato": {
    checked: false,
    body: [
      "La Tira A sumó otra victoria jugando en el gimnasio del club y sigue en lo más alto de la tabla del torneo metropolitano.",
      "El equipo llega al cierre de la temporada con confianza y con el apoyo de la gente, que acompaña en cada partido de local. Cada punto se festeja en la red como se ve en la foto.",
      "Podés seguir la tabla y los próximos partidos en la página de Vóley del sitio. ¡Te esperamos en la tribuna!",
    ],
  },
  "gimnasia-ritmica-muestra": {
    checked: false,
    body: [
      "Las gimnastas del club presentaron sus coreografías en la muestra anual de Gimnasia Rítmica, ante un gimnasio lleno de familias y amigos.",
      "Participaron todos los grupos, desde las más chiquitas, de 4 años, hasta las más grandes, con cinta, aro y pelota. Fue el cierre de un año de mucho entrenamiento, elongación y trabajo en equipo.",
      "¡Felicitaciones a las gimnastas y a sus profes! Si querés sumarte a las clases, consultá los días y horarios en Valores y Días o escribinos.",
    ],
  },
  "judo-torneo-metropolitano": {
    checked: false,
    body: [
      "La escuela de judo del club volvió del torneo metropolitano con medallas en varias categorías, tanto en infantiles como en adultos.",
      "Más allá de los resultados, fue una jornada de mucho aprendizaje para los judocas que compitieron por primera vez, acompañados por sus profes y sus familias.",
      "Las clases de judo son para chicos y adultos, y la primera clase de prueba es gratis. Mirá los horarios en la página de Judo y vení a conocer el dojo.",
    ],
  },
  "asamblea-socios": {
    checked: false,
    body: [
      "Se realizó en la sede del club la asamblea anual de socios, en la que la Comisión Directiva presentó la memoria y el balance del último ejercicio.",
      "Los socios presentes pudieron hacer sus preguntas y propuestas sobre las actividades, las obras y el día a día del club.",
      "Gracias a todos los que vinieron y participaron: el club lo hacemos entre todos. Si querés asociarte, podés hacerlo desde el portal de socios.",
    ],
  },
  "tenis-de-mesa-juego-libre": {
    checked: false,
    body: [
      "Sumamos horarios de juego libre de Tenis de Mesa: lunes, miércoles y viernes de 20:00 a 22:30, y sábados de 14:00 a 18:00.",
      "Es una buena oportunidad para practicar, conocer a otros jugadores y pasar un buen rato en el club. No hace falta traer nada: las paletas las presta el club.",
      "Si querés empezar con clases, en la página de Tenis de Mesa encontrás los horarios para todos los niveles.",
    ],
  },
};
