/**
 * The main figures of a player's event (the overview's last events, the selections table, the
 * compare page): the running group's columns staff read first, with the metrics table's labels.
 */
import { useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { metricGroups, type MetricColumn } from '../../metrics/columns.ts';

export const MAIN_IDS = ['time', 'distance', 'hid', 'sprints', 'maxSpeed'] as const;
/** The selections table's and the compare page's columns: the main ones and a few more. */
export const TABLE_IDS = [
  'time',
  'distance',
  'distancePerMinute',
  'hid',
  'hir',
  'sprints',
  'sprintDistance',
  'maxSpeed',
  'a2',
  'd2',
  'hrAvg',
  'hrMax',
  'edwardsTrimp',
] as const;

/** The columns named, in that order, from every group (no team ranges: they differ per event). */
export function useColumns(ids: readonly string[]): MetricColumn[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const all = metricGroups({ t, locale }, []).flatMap((group) => group.columns);
    return ids.flatMap((id) => all.filter((column) => column.id === id));
  }, [t, locale, ids]);
}

export const useMainColumns = () => useColumns(MAIN_IDS);
