/**
 * Notifications (spec §4, §8, §9): the store behind the toasts, and the mapping from a GraphQL
 * error to the notification it shows.
 *
 * - Types positive, negative, warning, info, ongoing; nine positions.
 * - Auto-dismiss after 5000 ms by default; `ongoing` never times out (nor does `timeout: 0`).
 * - Grouping: a notification equal to one on screen (type, colour, message, caption, position)
 *   does not stack a second toast; it raises the first one's count badge and restarts its timer.
 * - A notification about one thing (an upload job) carries its `key`: a newer one with the same
 *   key replaces it, and `dismissKey` takes it away when that thing is over.
 * - A malformed notification (unknown type or position, no message) is logged and not shown.
 * - Default position top-right: drawn in the header bar (Notifications.tsx), so a toast never
 *   covers a button of the page.
 */
import { create } from 'zustand';
import { isErrorCode } from '@stride/contracts/errors';
import { translate } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';

export const NOTIFY_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

export const NOTIFY_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export type NotifyPosition = (typeof NOTIFY_POSITIONS)[number];

/** Colours other than the type's own (spec §8: UNAUTHENTICATED is secondary, INSIDERS_ERROR black). */
export type NotifyColor = 'secondary' | 'black';

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_POSITION: NotifyPosition = 'top-right';

export interface NotifyOptions {
  readonly type: NotifyType;
  readonly message: string;
  readonly caption?: string;
  readonly color?: NotifyColor;
  readonly position?: NotifyPosition;
  /** Milliseconds on screen; 0 keeps it until dismissed. @default 5000 (never for `ongoing`) */
  readonly timeout?: number;
  /** Group equal notifications under one toast with a count. @default true */
  readonly group?: boolean;
  /** What it is about (e.g. `job:<id>`): replaces a shown one with the same key; see `dismissKey`. */
  readonly key?: string;
}

export interface Notification {
  readonly id: number;
  readonly type: NotifyType;
  readonly message: string;
  readonly caption: string | undefined;
  readonly color: NotifyColor | undefined;
  readonly position: NotifyPosition;
  /** 0: stays until dismissed. */
  readonly timeout: number;
  readonly groupKey: string | null;
  /** How many times it was raised (the badge shows it above 1). */
  readonly count: number;
  readonly key: string | undefined;
}

/** Why a notification cannot be shown, or null when it can. */
export function invalidNotification(options: NotifyOptions): string | null {
  if (!(NOTIFY_TYPES as readonly string[]).includes(options.type))
    return `unknown type ${String(options.type)}`;
  if (options.position !== undefined && !(NOTIFY_POSITIONS as readonly string[]).includes(options.position)) {
    return `unknown position ${String(options.position)}`;
  }
  if (typeof options.message !== 'string' || options.message.trim() === '') return 'no message';
  if (options.timeout !== undefined && !(Number.isFinite(options.timeout) && options.timeout >= 0)) {
    return `bad timeout ${String(options.timeout)}`;
  }
  return null;
}

/** Timers behind the store, replaceable in tests. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NotificationState {
  readonly items: readonly Notification[];
  /** Show (or group) a notification; returns its id, or null when the options are invalid. */
  readonly notify: (options: NotifyOptions) => number | null;
  readonly dismiss: (id: number) => void;
  /** Take away the notification about `key` (the thing it was about is over), if shown. */
  readonly dismissKey: (key: string) => void;
  readonly clear: () => void;
}

export function createNotificationStore(clock: Clock = realClock) {
  let nextId = 1;
  const timers = new Map<number, unknown>();
  return create<NotificationState>()((set, get) => {
    const dismiss = (id: number): void => {
      const timer = timers.get(id);
      if (timer !== undefined) clock.clearTimeout(timer);
      timers.delete(id);
      set({ items: get().items.filter((item) => item.id !== id) });
    };
    const arm = (item: Notification): void => {
      const previous = timers.get(item.id);
      if (previous !== undefined) clock.clearTimeout(previous);
      timers.delete(item.id);
      if (item.timeout > 0)
        timers.set(
          item.id,
          clock.setTimeout(() => dismiss(item.id), item.timeout),
        );
    };
    return {
      items: [],
      notify(options) {
        const problem = invalidNotification(options);
        if (problem !== null) {
          console.error(`Notification not shown (${problem})`, options);
          return null;
        }
        if (options.key !== undefined) {
          const about = get().items.find((item) => item.key === options.key);
          if (about !== undefined) dismiss(about.id);
        }
        const position = options.position ?? DEFAULT_POSITION;
        const timeout = options.type === 'ongoing' ? 0 : (options.timeout ?? DEFAULT_TIMEOUT_MS);
        const groupKey =
          options.group === false
            ? null
            : JSON.stringify([options.type, options.color, options.message, options.caption, position]);
        const existing =
          groupKey === null ? undefined : get().items.find((item) => item.groupKey === groupKey);
        if (existing !== undefined) {
          const grown = { ...existing, count: existing.count + 1 };
          set({ items: get().items.map((item) => (item.id === existing.id ? grown : item)) });
          arm(grown);
          return existing.id;
        }
        const item: Notification = {
          id: nextId++,
          type: options.type,
          message: options.message,
          caption: options.caption,
          color: options.color,
          position,
          timeout,
          groupKey,
          count: 1,
          key: options.key,
        };
        set({ items: [...get().items, item] });
        arm(item);
        return item.id;
      },
      dismiss,
      dismissKey(key) {
        for (const item of get().items) if (item.key === key) dismiss(item.id);
      },
      clear() {
        for (const timer of timers.values()) clock.clearTimeout(timer);
        timers.clear();
        set({ items: [] });
      },
    };
  });
}

export const useNotifications = createNotificationStore();

/** Say that something the person asked for went through: a positive toast. */
export function notifySuccess(message: string): void {
  useNotifications.getState().notify({ type: 'positive', message });
}

/* ---------- GraphQL errors → notifications (spec §8) ---------- */

/** The parts of a GraphQL error the mapping reads. */
export interface ServerError {
  readonly message: string;
  readonly extensions?: { readonly code?: unknown; readonly provider?: unknown } | undefined;
}

/** The server's message translated, when it is a code of the catalogue. */
function captionFor(locale: Locale, error: ServerError, shown: string): string | undefined {
  if (!isErrorCode(error.message)) return undefined;
  const caption = translate(locale, `errors.${error.message}`);
  return caption === shown ? undefined : caption;
}

export function notificationForError(error: ServerError, locale: Locale): NotifyOptions {
  const code = error.extensions?.code;
  const t = (key: string, params?: Record<string, string>): string =>
    translate(locale, `errors.${key}`, params);
  switch (code) {
    case 'UNAUTHENTICATED': {
      const message = t('UNAUTHENTICATED');
      return withCaption({ type: 'info', color: 'secondary', message }, captionFor(locale, error, message));
    }
    case 'FORBIDDEN': {
      const message = t('FORBIDDEN');
      return withCaption({ type: 'negative', message }, captionFor(locale, error, message));
    }
    case 'BAD_USER_INPUT': {
      const message = t('BAD_USER_INPUT');
      return withCaption({ type: 'warning', message }, captionFor(locale, error, message));
    }
    case 'INTERNAL_SERVER_ERROR': {
      const message = t('INTERNAL_SERVER_ERROR');
      return withCaption({ type: 'negative', message }, captionFor(locale, error, message));
    }
    case 'INSIDERS_ERROR': {
      const provider =
        typeof error.extensions?.provider === 'string' ? error.extensions.provider : 'Insiders';
      const message = t('INSIDERS_ERROR', { provider });
      return withCaption({ type: 'info', color: 'black', message }, captionFor(locale, error, message));
    }
    default:
      return { type: 'negative', message: t('UNEXPECTED_ERROR') };
  }
}

function withCaption(options: NotifyOptions, caption: string | undefined): NotifyOptions {
  return caption === undefined ? options : { ...options, caption };
}
