/**
 * Readable names for what the event store keeps under code names (locale section
 * `eventLabels`): an event's type (`TeamUpdated` → "Team changed") and the field paths of an
 * entity's history (`liveAlerts.hsrTarget` → "Live alerts › High-speed running target (m)").
 * The History panel and the admin audit screen use them; the raw name stays available to them
 * as a tooltip or small text. A name without a label (a type newer than this build) is shown
 * raw rather than as a missing-translation key.
 */
import { dictionaries } from './i18n.ts';
import { FALLBACK_LOCALE, type Locale } from './locale.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function lookup(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function label(locale: Locale, part: 'types' | 'fields', key: string): string | undefined {
  return (
    lookup(dictionaries[locale].eventLabels[part], key) ??
    lookup(dictionaries[FALLBACK_LOCALE].eventLabels[part], key)
  );
}

/** The event type in the user's language; the type itself when it has no label. */
export function eventTypeLabel(locale: Locale, type: string): string {
  return label(locale, 'types', type) ?? type;
}

/**
 * A history field path in the user's language, its segments joined with ` › `: each field name
 * labelled, an id shortened to its first characters (they say which entry), anything else raw.
 */
export function fieldPathLabel(locale: Locale, path: string): string {
  return path
    .split('.')
    .map(
      (segment) =>
        label(locale, 'fields', segment) ?? (UUID.test(segment) ? `${segment.slice(0, 8)}…` : segment),
    )
    .join(' › ');
}
