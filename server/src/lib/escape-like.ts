/** Text for a LIKE / ILIKE pattern that matches itself: `%`, `_` and `\` escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
