/**
 * "Edit live alerts": each target and the two heart-rate values, empty where the alert is off,
 * with its bounds in the hint; the form refuses what the API refuses (live-alerts-form.ts).
 */
import { LIVE_ALERT_BOUNDS } from '@stride/contracts/live-alerts';
import { NumberField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { formatNumber, formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSetTeamLiveAlerts, type TeamLiveAlerts } from '../api/live-alerts.ts';
import {
  checkLiveAlerts,
  LIVE_ALERT_INPUTS,
  liveAlertsFormFrom,
  liveAlertsInputFrom,
  liveAlertsRules,
} from '../live-alerts-form.ts';

export function LiveAlertsDialog({
  teamId,
  alerts,
  onClose,
}: {
  teamId: string;
  alerts: TeamLiveAlerts;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const form = useForm(() => liveAlertsFormFrom(alerts), liveAlertsRules, checkLiveAlerts);
  const save = useSetTeamLiveAlerts(teamId);
  const bound = (value: number, unit: (typeof LIVE_ALERT_INPUTS)[number]['unit']) =>
    unit === null ? formatNumber(locale, value, 0) : formatUnit(locale, value, unit, 0);
  return (
    <FormDialog
      title={t('team.alerts.editTitle')}
      submitLabel={t('common.save')}
      pending={save.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() =>
        save.mutate(liveAlertsInputFrom(form.values), closeOnSuccess(onClose, t('team.alerts.saved')))
      }
    >
      {LIVE_ALERT_INPUTS.map(({ field, unit }) => {
        const { min, max, integer } = LIVE_ALERT_BOUNDS[field];
        const heartRate = field === 'heartRatePercent' || field === 'heartRateSeconds';
        return (
          <NumberField
            key={field}
            {...form.text(field)}
            decimal={!integer}
            placeholder={t('team.alerts.off')}
            label={t(`team.alerts.fields.${field}`)}
            hint={t(heartRate ? 'team.alerts.heartRateHint' : 'team.alerts.fieldHint', {
              min: bound(min, unit),
              max: bound(max, unit),
            })}
          />
        );
      })}
    </FormDialog>
  );
}
