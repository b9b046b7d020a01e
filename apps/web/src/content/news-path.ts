/** The address of a news item's own page (apart from the news data, for the cards' links). */
export const newsPath = (item: { id: string }) => `/novedades/${item.id}`;
