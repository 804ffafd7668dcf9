/**
 * Every event type of the contracts and every field name an entity's history can show has a
 * label in every language (its own, not the en-US fallback): a new event type, or a new field
 * in a history view (listed in `@stride/contracts/history-fields`, checked by query's
 * `field-paths.unit.test.ts`), fails here until each locale names it.
 */
import { describe, expect, it } from 'vitest';
import { emailReservationEventTypes, userEventTypes } from '@stride/contracts/events/account';
import { availabilityEventTypes } from '@stride/contracts/events/availability';
import { clubEventTypes } from '@stride/contracts/events/club';
import { deviceEventTypes } from '@stride/contracts/events/device';
import { eventStreamEventTypes } from '@stride/contracts/events/event';
import { tagsEventTypes } from '@stride/contracts/events/tags';
import { uploadEventTypes } from '@stride/contracts/events/upload';
import { historyFieldNames } from '@stride/contracts/history-fields';
import { dictionaries } from './i18n.ts';
import { eventTypeLabel, fieldPathLabel } from './event-labels.ts';
import { LOCALES } from './locale.ts';

const eventTypes: readonly string[] = [
  ...userEventTypes,
  ...emailReservationEventTypes,
  ...availabilityEventTypes,
  ...clubEventTypes,
  ...deviceEventTypes,
  ...eventStreamEventTypes,
  ...tagsEventTypes,
  ...uploadEventTypes,
];

const missing = (table: Readonly<Record<string, string>>, keys: readonly string[]) =>
  keys.filter((key) => !Object.hasOwn(table, key) || table[key]!.trim() === '');

describe('event labels', () => {
  it.each(LOCALES)('%s names every event type of every stream', (locale) => {
    expect(eventTypes.length).toBeGreaterThan(90);
    expect(missing(dictionaries[locale].eventLabels.types, eventTypes)).toEqual([]);
  });

  it.each(LOCALES)('%s names every field an entity history shows', (locale) => {
    expect(historyFieldNames).toContain('hsrTarget');
    expect(missing(dictionaries[locale].eventLabels.fields, historyFieldNames)).toEqual([]);
  });

  it('labels no type that is not an event type, nor a field that is not shown', () => {
    const en = dictionaries['en-US'].eventLabels;
    expect(Object.keys(en.types).filter((type) => !eventTypes.includes(type))).toEqual([]);
    expect(Object.keys(en.fields).filter((field) => !historyFieldNames.includes(field))).toEqual([]);
  });

  it('translates a type, and shows one it does not know as it is', () => {
    expect(eventTypeLabel('en-US', 'TeamUpdated')).toBe('Team changed');
    expect(eventTypeLabel('de-DE', 'TeamUpdated')).toBe('Team geändert');
    expect(eventTypeLabel('fr-FR', 'SomethingNew')).toBe('SomethingNew');
  });

  it('joins the labels of a path, shortens ids, keeps unknown segments raw', () => {
    expect(fieldPathLabel('en-US', 'liveAlerts.hsrTarget')).toBe(
      'Live alerts › High-speed running target (m)',
    );
    expect(fieldPathLabel('de-DE', 'staff.5b1e2c3d-1111-4222-8333-444455556666.isManager')).toBe(
      'Mitarbeiter › 5b1e2c3d… › Manager',
    );
    expect(fieldPathLabel('it-IT', 'tracking.GNSS_10HZ.lowPassOff')).toBe(
      'Tracciamento › GNSS_10HZ › Filtro passa-basso disattivato',
    );
    expect(fieldPathLabel('en-US', 'somethingNew')).toBe('somethingNew');
  });
});
