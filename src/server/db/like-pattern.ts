/** `%text%` for LIKE and ILIKE, with the wildcards a person typed (`%`, `_`) matching themselves. */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
