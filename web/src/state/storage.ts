/**
 * Local storage, tolerant of browsers that refuse it (private modes, quotas): a failure to read
 * is "nothing stored", a failure to write is logged and the app goes on with memory only.
 */
export const STORAGE_KEYS = {
  /** The spec's "locale key". */
  locale: 'locale',
  authToken: 'authToken',
  impersonationToken: 'impersonationToken',
  theme: 'theme',
  demo: 'demo',
  /** The contents chosen for each kind of PDF report (features/reports). */
  eventReport: 'reportOptions.event',
  playerReport: 'reportOptions.player',
  weeklyReport: 'reportOptions.weekly',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    const store = storage();
    if (store === null) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}
