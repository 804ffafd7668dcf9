import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationStore,
  DEFAULT_TIMEOUT_MS,
  notificationForError,
  NOTIFY_POSITIONS,
  type Clock,
} from './notifications.ts';

/** A clock the test advances by hand. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('notification store', () => {
  it('dismisses after 5000 ms by default', () => {
    const clock = manualClock();
    const store = createNotificationStore(clock);
    store.getState().notify({ type: 'positive', message: 'Saved' });
    clock.advance(DEFAULT_TIMEOUT_MS - 1);
    expect(store.getState().items).toHaveLength(1);
    clock.advance(1);
    expect(store.getState().items).toHaveLength(0);
  });

  it('never times out an ongoing notification, nor one with timeout 0', () => {
    const clock = manualClock();
    const store = createNotificationStore(clock);
    store.getState().notify({ type: 'ongoing', message: 'Computing', timeout: 1000 });
    store.getState().notify({ type: 'info', message: 'Sticky', timeout: 0 });
    clock.advance(3_600_000);
    expect(store.getState().items.map((item) => item.message)).toEqual(['Computing', 'Sticky']);
  });

  it('groups equal notifications with a count and restarts the timer', () => {
    const clock = manualClock();
    const store = createNotificationStore(clock);
    const first = store
      .getState()
      .notify({ type: 'warning', message: 'Invalid value', caption: 'Event started' });
    clock.advance(4000);
    const second = store
      .getState()
      .notify({ type: 'warning', message: 'Invalid value', caption: 'Event started' });
    expect(second).toBe(first);
    expect(store.getState().items).toEqual([expect.objectContaining({ count: 2 })]);
    clock.advance(4000);
    expect(store.getState().items).toHaveLength(1);
    clock.advance(1000);
    expect(store.getState().items).toHaveLength(0);
  });

  it('keeps different notifications, and ungrouped ones, apart', () => {
    const store = createNotificationStore(manualClock());
    store.getState().notify({ type: 'warning', message: 'A' });
    store.getState().notify({ type: 'warning', message: 'A', caption: 'other' });
    store.getState().notify({ type: 'warning', message: 'A', position: 'top' });
    store.getState().notify({ type: 'warning', message: 'A', group: false });
    expect(store.getState().items.map((item) => item.count)).toEqual([1, 1, 1, 1]);
  });

  it('accepts the nine positions and defaults to top-right (the header bar)', () => {
    const store = createNotificationStore(manualClock());
    for (const position of NOTIFY_POSITIONS)
      store.getState().notify({ type: 'info', message: position, position });
    store.getState().notify({ type: 'info', message: 'default' });
    expect(store.getState().items.map((item) => item.position)).toEqual([...NOTIFY_POSITIONS, 'top-right']);
  });

  it('logs and does not show a malformed notification', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createNotificationStore(manualClock());
    expect(store.getState().notify({ type: 'shout' as never, message: 'x' })).toBeNull();
    expect(store.getState().notify({ type: 'info', message: 'x', position: 'middle' as never })).toBeNull();
    expect(store.getState().notify({ type: 'info', message: '  ' })).toBeNull();
    expect(store.getState().notify({ type: 'info', message: 'x', timeout: -1 })).toBeNull();
    expect(store.getState().items).toEqual([]);
    expect(error).toHaveBeenCalledTimes(4);
  });

  it('replaces a notification about the same thing, and takes it away when that is over', () => {
    const clock = manualClock();
    const store = createNotificationStore(clock);
    store.getState().notify({ type: 'positive', message: 'a.csv received', key: 'job:1' });
    store.getState().notify({ type: 'positive', message: 'b.csv received', key: 'job:2' });
    store.getState().notify({ type: 'info', message: 'a.csv is being read', key: 'job:1' });
    expect(store.getState().items.map((item) => item.message)).toEqual([
      'b.csv received',
      'a.csv is being read',
    ]);
    store.getState().dismissKey('job:1');
    store.getState().dismissKey('job:3');
    expect(store.getState().items.map((item) => item.message)).toEqual(['b.csv received']);
  });

  it('gives the replacing notification its own full time', () => {
    const clock = manualClock();
    const store = createNotificationStore(clock);
    store.getState().notify({ type: 'positive', message: 'received', key: 'job:1' });
    clock.advance(4000);
    store.getState().notify({ type: 'positive', message: 'received again', key: 'job:1' });
    clock.advance(4000);
    expect(store.getState().items.map((item) => item.message)).toEqual(['received again']);
    clock.advance(1000);
    expect(store.getState().items).toEqual([]);
  });

  it('dismisses by hand and clears', () => {
    const store = createNotificationStore(manualClock());
    const id = store.getState().notify({ type: 'info', message: 'one' })!;
    store.getState().notify({ type: 'info', message: 'two' });
    store.getState().dismiss(id);
    expect(store.getState().items.map((item) => item.message)).toEqual(['two']);
    store.getState().clear();
    expect(store.getState().items).toEqual([]);
  });
});

describe('GraphQL error → notification (spec §8)', () => {
  const cases = [
    [
      { message: 'INVALID_TOKEN', extensions: { code: 'UNAUTHENTICATED' } },
      { type: 'info', color: 'secondary', message: 'Please log in again', caption: 'Invalid token' },
    ],
    [
      { message: 'MANAGER_ONLY', extensions: { code: 'FORBIDDEN' } },
      { type: 'negative', message: 'You are not allowed to do this', caption: 'Manager only' },
    ],
    [
      { message: 'EVENT_NOT_STARTED', extensions: { code: 'BAD_USER_INPUT' } },
      { type: 'warning', message: 'Invalid value', caption: 'Event not started' },
    ],
    [
      { message: 'BAD_USER_INPUT', extensions: { code: 'BAD_USER_INPUT' } },
      { type: 'warning', message: 'Invalid value' },
    ],
    [
      { message: 'UNKNOW_ERROR', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      { type: 'negative', message: 'Unexpected error', caption: 'Unknown error' },
    ],
    [
      { message: 'NOT_CONFIGURED', extensions: { code: 'INSIDERS_ERROR', provider: 'Insiders' } },
      { type: 'info', color: 'black', message: 'Insiders error', caption: 'Connection not configured' },
    ],
    [
      { message: 'EVENT_STARTED', extensions: { code: 'UNEXPECTED_ERROR' } },
      { type: 'negative', message: 'Unexpected error' },
    ],
    [
      { message: 'whatever', extensions: { code: 'SOMETHING_ELSE' } },
      { type: 'negative', message: 'Unexpected error' },
    ],
    [{ message: 'no extensions' }, { type: 'negative', message: 'Unexpected error' }],
    [
      { message: 'free text from a proxy', extensions: { code: 'BAD_USER_INPUT' } },
      { type: 'warning', message: 'Invalid value' },
    ],
  ] as const;

  it.each(cases)('%j', (error, expected) => {
    expect(notificationForError(error, 'en-US')).toEqual(expected);
  });

  it('translates message and caption', () => {
    expect(
      notificationForError({ message: 'EVENT_NOT_STARTED', extensions: { code: 'BAD_USER_INPUT' } }, 'fr-FR'),
    ).toEqual({
      type: 'warning',
      message: 'Valeur non valide',
      caption: 'Événement non démarré',
    });
  });

  it('never shows the server’s words: its English reasons and details stay out, codes are translated', () => {
    // What the API sends (query/src/plugins/use-error-catalogue.ts): more than the mapping reads.
    const refusedRequest = {
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT', reason: 'Variable "$teamId" got invalid value 42' },
    };
    expect(notificationForError(refusedRequest, 'de-DE')).toEqual({
      type: 'warning',
      message: 'Ungültiger Wert',
    });
    // A file over the upload limit (HTTP 413): its catalogue code, in the user's language.
    const tooLarge = {
      message: 'BULK_UPLOAD_TOO_LARGE',
      extensions: { code: 'BAD_USER_INPUT', details: { maxBytes: 268435456 } },
    };
    expect(notificationForError(tooLarge, 'de-DE')).toEqual({
      type: 'warning',
      message: 'Ungültiger Wert',
      caption: 'Gerätedaten zu groß',
    });
  });
});
