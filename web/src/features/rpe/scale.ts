/**
 * Foster's CR-10 scale as the RPE screen shows it: the ratings 0 to 10 and the verbal anchors of
 * the modified Borg scale (Foster 2001); 6, 8 and 9 have none. Minutes a form may send.
 */

export const RATINGS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The anchors' message keys under `rpe.anchors`. */
export const ANCHORS: Readonly<Partial<Record<number, `r${number}`>>> = {
  0: 'r0',
  1: 'r1',
  2: 'r2',
  3: 'r3',
  4: 'r4',
  5: 'r5',
  7: 'r7',
  10: 'r10',
};

export const MIN_MINUTES = 1;
export const MAX_MINUTES = 600;

/** Minutes typed in a field: null when empty (the default), undefined when not a valid value. */
export function minutesOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_MINUTES && value <= MAX_MINUTES ? value : undefined;
}
