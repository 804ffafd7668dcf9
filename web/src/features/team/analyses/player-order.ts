/**
 * One order of the team's players on the whole analyses page: the season table's (the API sorts
 * it by last name, then first name). The names map is built in that order, so the week's load
 * table and the ratio's player list follow it; a player missing from the map goes last.
 */

/** Sorts by last name, then first name, as the statistics API does. */
export const byLastName = (
  a: { readonly firstName: string; readonly lastName: string },
  b: { readonly firstName: string; readonly lastName: string },
  locale?: string,
): number =>
  a.lastName.localeCompare(b.lastName, locale, { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, locale, { sensitivity: 'base' });

/** `items` in the order of `names`' keys (by `idOf`); the others last, in their own order. */
export function inNamesOrder<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  names: ReadonlyMap<string, string>,
): T[] {
  const rank = new Map([...names.keys()].map((id, i) => [id, i]));
  const at = (item: T) => rank.get(idOf(item)) ?? names.size;
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => at(a.item) - at(b.item) || a.i - b.i)
    .map(({ item }) => item);
}
