/**
 * An event's what-if (`event.what-if`, ours, issue 20): the analyst edits the metric settings
 * (filled with the ones applied to the event), runs, and sees each player's figures as recorded
 * beside those the settings give, with the difference, as a table and a chart. Nothing changes
 * until a manager applies them (`records.settings`), after a confirmation: the records are then
 * computed again with them, and the comparison shows no difference left.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { eventScreen, type EventPage } from '../../event/components/EventFrame.tsx';
import {
  useApplyEventSettings,
  useEventMetricSettings,
  useEventWhatIf,
  type AppliedSettings,
  type MetricSettingsInput,
} from '../api/what-if.ts';
import { checkSettings, settingsFormFrom, settingsInputFrom } from '../settings-form.ts';
import { Comparison } from './Comparison.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import '../what-if.css';

function EventWhatIf({ event, team }: EventPage) {
  const applied = useEventMetricSettings(event.id);
  return (
    <Loaded query={applied}>
      {/* Filled once with the applied settings: applying them keeps the comparison on screen. */}
      {(settings) => <WhatIf event={event} team={team} applied={settings} />}
    </Loaded>
  );
}

function WhatIf({
  event,
  team,
  applied,
}: Pick<EventPage, 'event' | 'team'> & { readonly applied: AppliedSettings }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const [values, setValues] = useState(() => settingsFormFrom(applied));
  const [tried, setTried] = useState<MetricSettingsInput | null>(null);
  const [confirming, setConfirming] = useState(false);
  const errors = checkSettings(values);
  const whatIf = useEventWhatIf(event.id, tried);
  const apply = useApplyEventSettings(event.id);
  const locked = event.locked || event.status === 'LOCKED';
  const manager =
    team !== null && can(principal, 'records.settings', { clubId: team.clubId, teamId: event.teamId });
  const rangeNames = new Map(
    [...event.ranges.speed, ...event.ranges.accel].map((range) => [range.id, range.name]),
  );
  const run = () => {
    if (Object.keys(errors).length === 0) setTried(settingsInputFrom(values));
  };
  return (
    <>
      <Card title={t('whatIf.form.title')} intro={t('whatIf.form.intro')}>
        <SettingsForm
          values={values}
          errors={errors}
          running={whatIf.isFetching}
          onChange={setValues}
          onRun={run}
        />
      </Card>
      {tried === null ? null : whatIf.isPending ? (
        <Loading />
      ) : whatIf.isError ? (
        // The reason was shown as a notification (services.ts).
        <p className="card" role="alert">
          {t('whatIf.result.failed')}
        </p>
      ) : (
        <>
          <Comparison events={[whatIf.data]} rangeNames={rangeNames} />
          {manager ? (
            <Card
              title={t('whatIf.apply.title')}
              intro={locked ? t('whatIf.apply.locked') : t('whatIf.apply.intro')}
            >
              <button
                type="button"
                className="button button--primary"
                disabled={locked || apply.isPending}
                onClick={() => setConfirming(true)}
              >
                {t('whatIf.apply.button')}
              </button>
            </Card>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('whatIf.apply.title')}
        question={t('whatIf.apply.question', { event: event.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('whatIf.apply.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (tried === null) return;
          apply.mutate(tried, { onSuccess: () => notifySuccess(t('whatIf.apply.done')) });
        }}
      />
    </>
  );
}

export default eventScreen(EventWhatIf, 'whatIf.eyebrow');
