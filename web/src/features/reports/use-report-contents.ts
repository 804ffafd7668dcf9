/**
 * The contents a user chose for a kind of report, kept in local storage (one entry per kind) so
 * the page opens with them next time; `reset` comes back to the defaults (`@stride/contracts/reports`)
 * and forgets the stored choice.
 */
import { useState } from 'react';
import { readStored, writeStored, type StorageKey } from '../../state/storage.ts';

/** The stored choice, each field of the defaults' type kept, anything else dropped. */
export function storedContents<T extends object>(raw: string | null, defaults: T): T {
  if (raw === null) return defaults;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const result = { ...defaults } as Record<string, unknown>;
    for (const [key, fallback] of Object.entries(defaults))
      if (typeof parsed[key] === typeof fallback) result[key] = parsed[key];
    return result as T;
  } catch {
    return defaults;
  }
}

export function useReportContents<T extends object>(key: StorageKey, defaults: T) {
  const [contents, setContents] = useState<T>(() => storedContents(readStored(key), defaults));
  return {
    contents,
    change: (next: Partial<T>) => {
      const value = { ...contents, ...next };
      setContents(value);
      writeStored(key, JSON.stringify(value));
    },
    reset: () => {
      setContents(defaults);
      writeStored(key, null);
    },
  };
}
