/** Each player's figures over one cut interval, chosen from the list. */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { formatFixed, formatNumber, formatSeconds } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useEventSelections } from '../api/event-selections.ts';
import { playerName } from '../player-name.ts';
import { useEventIntervalAnalyses, type CutInterval } from './api/intervals.ts';
import { perMinute } from './interval-figures.ts';

export function IntervalFiguresCard({ eventId, intervals }: { eventId: string; intervals: CutInterval[] }) {
  const { t, locale } = useI18n();
  const [chosen, setChosen] = useState('');
  const interval = intervals.find((i) => i.id === chosen) ?? intervals[0]!;
  const analyses = useEventIntervalAnalyses(eventId);
  const selections = useEventSelections(eventId, true);
  const names = new Map((selections.data ?? []).map((s) => [s.player.id, playerName(s.player)]));
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  const body = () => {
    if (analyses.isPending) return <Loading />;
    if (analyses.isError) return <LoadError onRetry={() => void analyses.refetch()} />;
    const rows = (analyses.data.get(interval.id) ?? [])
      .filter((f) => f.time > 0)
      .map((f) => ({ ...f, id: f.selectionId, name: names.get(f.playerId) ?? '…' }))
      .sort((a, b) => b.distance - a.distance);
    if (rows.length === 0) return <p className="muted">{t('intervals.noFigures')}</p>;
    return (
      <DataTable
        label={t('intervals.figuresTitle')}
        rows={rows}
        rowProps={() => ({ 'data-testid': 'interval-figures-row' })}
        columns={[
          { key: 'player', kind: 'main', header: t('intervals.figures.player'), cell: (r) => r.name },
          {
            key: 'time',
            kind: 'number',
            header: t('intervals.figures.time'),
            cell: (r) => formatSeconds(r.time),
          },
          {
            key: 'distance',
            kind: 'number',
            header: t('intervals.figures.distance'),
            cell: (r) => n(r.distance),
          },
          {
            key: 'perMinute',
            kind: 'number',
            header: t('intervals.figures.perMinute'),
            cell: (r) => n(perMinute(r.distance, r.time) ?? 0),
          },
          { key: 'hid', kind: 'number', header: t('intervals.figures.hid'), cell: (r) => n(r.hid) },
          { key: 'hir', kind: 'number', header: t('intervals.figures.hir'), cell: (r) => n(r.hir) },
          { key: 'sprint', kind: 'number', header: t('intervals.figures.sprint'), cell: (r) => n(r.sprint) },
          {
            key: 'topSpeed',
            kind: 'number',
            header: t('intervals.figures.topSpeed'),
            cell: (r) => (r.topSpeed === null ? t('common.none') : formatFixed(locale, r.topSpeed * 3.6, 1)),
          },
        ]}
      />
    );
  };
  return (
    <Card
      title={t('intervals.figuresTitle')}
      intro={t('intervals.figuresIntro')}
      actions={
        <SelectField
          label={t('intervals.interval')}
          value={interval.id}
          options={intervals.map((i) => ({ value: i.id, label: i.label }))}
          onValueChange={setChosen}
        />
      }
    >
      {body()}
    </Card>
  );
}
