/** What the search's dropdown says when nothing matches (§2.8). */
export const NO_DATA_FOUND = 'No data found';
