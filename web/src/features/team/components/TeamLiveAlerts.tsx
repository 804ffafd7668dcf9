/**
 * The team's live alerts (`team.settings`, "Live alerts", issue 18): the targets and the
 * heart-rate alert the live screen measures each player against, "Off" where none; "Edit" for
 * those who may (`team.alerts`).
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { formatNumber, formatUnit } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useTeamLiveAlerts, type TeamLiveAlerts as Alerts } from '../api/live-alerts.ts';
import { LiveAlertsDialog } from './LiveAlertsDialog.tsx';

type Row = 'distanceTarget' | 'hsrTarget' | 'sprintTarget' | 'heartRate';
const ROWS: readonly Row[] = ['distanceTarget', 'hsrTarget', 'sprintTarget', 'heartRate'];

/** A duration in whole minutes when it is one (`2 min`), in seconds otherwise (`90 s`). */
function formatHold(locale: Locale, seconds: number): string {
  return seconds % 60 === 0
    ? formatUnit(locale, seconds / 60, 'minute', 0)
    : formatUnit(locale, seconds, 'second', 0);
}

export function TeamLiveAlerts({ teamId, editable }: { teamId: string; editable: boolean }) {
  const { t } = useI18n();
  const alerts = useTeamLiveAlerts(teamId);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={t('team.alerts.title')}
      intro={t('team.alerts.intro')}
      actions={
        editable && alerts.data !== undefined ? (
          <button
            type="button"
            className="button button--flat button--small"
            aria-label={t('team.alerts.editTitle')}
            onClick={() => setEditing(true)}
          >
            {t('team.alerts.edit')}
          </button>
        ) : null
      }
    >
      <Loaded query={alerts}>{(current) => <AlertsTable alerts={current} />}</Loaded>
      {editing && alerts.data !== undefined ? (
        <LiveAlertsDialog teamId={teamId} alerts={alerts.data} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}

function AlertsTable({ alerts }: { alerts: Alerts }) {
  const { t, locale } = useI18n();
  const off = <span className="muted">{t('team.alerts.off')}</span>;
  const value = (row: Row) => {
    switch (row) {
      case 'distanceTarget':
      case 'hsrTarget': {
        const v = alerts[row];
        return v === null ? off : formatUnit(locale, v, 'meter', 1);
      }
      case 'sprintTarget':
        return alerts.sprintTarget === null ? off : formatNumber(locale, alerts.sprintTarget, 0);
      case 'heartRate':
        return alerts.heartRatePercent === null || alerts.heartRateSeconds === null
          ? off
          : t('team.alerts.heartRateValue', {
              percent: formatUnit(locale, alerts.heartRatePercent, 'percent', 1),
              duration: formatHold(locale, alerts.heartRateSeconds),
            });
    }
  };
  return (
    <div data-testid="live-alerts">
      <DataTable
        label={t('team.alerts.title')}
        rows={ROWS.map((id) => ({ id }))}
        columns={[
          {
            key: 'alert',
            kind: 'main',
            header: t('team.alerts.alert'),
            cell: ({ id }) => (
              <>
                {t(`team.alerts.rows.${id}`)}
                <span className="tracking__explain">{t(`team.alerts.explanations.${id}`)}</span>
              </>
            ),
          },
          {
            key: 'threshold',
            kind: 'number',
            header: t('team.alerts.threshold'),
            cell: ({ id }) => <strong>{value(id)}</strong>,
          },
        ]}
      />
    </div>
  );
}
