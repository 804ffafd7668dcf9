/**
 * A team's what-if over a date range (`team.what-if`, ours, issue 20): the same settings as an
 * event's, tried on every event of the range with records. Events are computed one after another
 * on the server; a progress bar shows how many are done, and each event's totals appear as it
 * comes. A manager may then apply the settings to every event of the range (after confirming).
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TextField } from '../../../components/Field.tsx';
import { localDate } from '../../../forms/validation.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useTeam } from '../../team/api/team.ts';
import { useTeamPermission } from '../../team/hooks/use-team-permission.ts';
import { useTeamWhatIf } from '../api/team-what-if.ts';
import { useApplyTeamSettings } from '../api/what-if.ts';
import { checkSettings, settingsFormFrom, settingsInputFrom } from '../settings-form.ts';
import { Comparison } from './Comparison.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import '../what-if.css';

const DAY_MS = 86_400_000;

/** A date field's day as the instant it starts (local time), and the day after `to`'s. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOf = (day: string) => new Date(new Date(`${day}T00:00:00`).getTime() + DAY_MS).toISOString();

export default function TeamWhatIfScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t, tn, locale } = useI18n();
  const team = useTeam(teamId);
  const manager = useTeamPermission(teamId, 'records.settings');
  const [values, setValues] = useState(() => settingsFormFrom(null));
  const [from, setFrom] = useState(() => localDate(new Date(Date.now() - 90 * DAY_MS)));
  const [to, setTo] = useState(() => localDate(new Date()));
  const [confirming, setConfirming] = useState(false);
  const { run, progress, running, request } = useTeamWhatIf(teamId);
  const apply = useApplyTeamSettings(teamId);
  const errors = checkSettings(values);
  const badRange = from === '' || to === '' || from > to;
  const start = () => {
    if (Object.keys(errors).length > 0 || badRange) return;
    run({ from: startOf(from), to: endOf(to), settings: settingsInputFrom(values) });
  };
  const whole = (n: number) => formatNumber(locale, n, 0);
  return (
    <div className="stack">
      <PageHeader title={t('whatIf.teamTitle')} text={team.data?.name} />
      <Card title={t('whatIf.form.title')} intro={t('whatIf.form.introTeam')}>
        <SettingsForm values={values} errors={errors} running={running} onChange={setValues} onRun={start}>
          <fieldset className="form__fieldset">
            <legend className="card__subtitle">{t('whatIf.form.range')}</legend>
            <div className="form-grid">
              <TextField label={t('whatIf.form.from')} type="date" value={from} onValueChange={setFrom} />
              <TextField
                label={t('whatIf.form.to')}
                type="date"
                value={to}
                onValueChange={setTo}
                messages={badRange ? [{ key: 'whatIf.form.badRange' }] : undefined}
              />
            </div>
          </fieldset>
        </SettingsForm>
      </Card>
      {request === null ? null : (
        <Card title={t('whatIf.progress.title')}>
          <div className="whatif__progress">
            <progress
              max={progress.total ?? 1}
              value={progress.total === null ? undefined : progress.done}
              aria-label={t('whatIf.progress.title')}
            />
            <span data-testid="whatif-progress">
              {progress.total === null
                ? t('whatIf.progress.counting')
                : tn('whatIf.progress.done', progress.total, { done: whole(progress.done) })}
            </span>
          </div>
        </Card>
      )}
      {request === null || progress.events.length === 0 ? null : (
        <Comparison events={progress.events} byEvent />
      )}
      {manager && request !== null && !running && progress.events.length > 0 ? (
        <Card title={t('whatIf.apply.teamTitle')} intro={t('whatIf.apply.teamIntro')}>
          <button
            type="button"
            className="button button--primary"
            disabled={apply.isPending}
            onClick={() => setConfirming(true)}
          >
            {tn('whatIf.apply.teamButton', progress.events.length)}
          </button>
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('whatIf.apply.teamTitle')}
        question={tn('whatIf.apply.teamQuestion', progress.events.length)}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('whatIf.apply.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (request === null) return;
          apply.mutate(request, {
            onSuccess: (count) => {
              notifySuccess(tn('whatIf.apply.teamDone', count));
              run(request);
            },
          });
        }}
      />
    </div>
  );
}
