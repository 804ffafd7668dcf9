/** Business constants of spec §9 that more than one package checks. */
export const MIN_EVENT_DURATION_MS = 60_000;
export const MAX_EVENT_DURATION_MS = 3 * 60 * 60_000;
