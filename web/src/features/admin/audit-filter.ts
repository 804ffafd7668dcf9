/** The audit screen's filter as typed (strings, dates as days) and as the API takes it. */
import type { AuditFilter } from '../../gql/graphql.ts';

export interface AuditFilterDraft {
  readonly clubId: string;
  readonly actorId: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly eventType: string;
  /** First day shown (`YYYY-MM-DD`, the browser's calendar), or empty. */
  readonly from: string;
  /** Last day shown, included, or empty. */
  readonly to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterDraft = {
  clubId: '',
  actorId: '',
  entityType: '',
  entityId: '',
  eventType: '',
  from: '',
  to: '',
};

/** Midnight starting `day` in the browser's time zone, as an instant; null for no valid day. */
function dayStart(day: string, plusDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The API's filter: empty fields left out, the last day included (up to the next midnight). */
export function auditFilterOf(draft: AuditFilterDraft): AuditFilter {
  const filter: Record<string, string> = {};
  for (const key of ['clubId', 'actorId', 'entityType', 'entityId', 'eventType'] as const) {
    const value = draft[key].trim();
    if (value !== '') filter[key] = value;
  }
  const from = dayStart(draft.from);
  const to = dayStart(draft.to, 1);
  if (from !== null) filter['from'] = from;
  if (to !== null) filter['to'] = to;
  return filter;
}

/** One line of what changed: the data's fields but ids and empty ones, `name: value`, cut short. */
export function changesSummary(changes: string | null, max = 3): string {
  if (changes === null) return '';
  let data: unknown;
  try {
    data = JSON.parse(changes);
  } catch {
    return '';
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return '';
  const shown = Object.entries(data as Record<string, unknown>)
    .filter(([key, value]) => !key.endsWith('Id') && value !== null && value !== '')
    .slice(0, max)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}: ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;
    });
  return shown.join(' · ');
}

/** The changes as indented JSON, for the expanded row. */
export function changesJson(changes: string | null): string {
  if (changes === null) return '';
  try {
    return JSON.stringify(JSON.parse(changes), null, 2);
  } catch {
    return changes;
  }
}
