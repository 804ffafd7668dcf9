/**
 * "Edit" of a tracking profile: the team's own value of each parameter, empty for the default
 * (shown in the hint with what the parameter does and its bounds), and "No low-pass filter".
 */
import { TRACKING_BOUNDS } from '@stride/contracts/tracking';
import { CheckboxField, NumberField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSetTeamTracking, type TrackingProfile } from '../api/tracking.ts';
import {
  checkTracking,
  TRACKING_PARAMETERS,
  trackingFormFrom,
  trackingInputFrom,
  trackingRules,
} from '../tracking-form.ts';

/** The unit's symbol in a field's label (the same in every locale). */
const SYMBOL = { hertz: 'Hz', second: 's', 'meter-per-second': 'm/s' } as const;

export function TrackingDialog({
  teamId,
  profile,
  name,
  onClose,
}: {
  teamId: string;
  profile: TrackingProfile;
  name: string;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const form = useForm(
    () => trackingFormFrom(profile),
    trackingRules,
    (values) => checkTracking(profile.profile, values),
  );
  const save = useSetTeamTracking(teamId);
  return (
    <FormDialog
      title={t('team.tracking.editFor', { profile: name })}
      submitLabel={t('common.save')}
      pending={save.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() =>
        save.mutate(
          { profile: profile.profile, input: trackingInputFrom(form.values) },
          closeOnSuccess(onClose, t('team.tracking.saved', { profile: name })),
        )
      }
    >
      <CheckboxField
        label={t('team.tracking.lowPassOff')}
        hint={t('team.tracking.lowPassOffHint')}
        checked={form.values.lowPassOff}
        onCheckedChange={(off) =>
          form.update(off ? { lowPassOff: true, lowPassCutoffHz: '' } : { lowPassOff: false })
        }
      />
      {TRACKING_PARAMETERS.map(({ field, unit }) => {
        const bounds = TRACKING_BOUNDS[field];
        const fallback = profile.defaults[field];
        return (
          <NumberField
            key={field}
            {...form.text(field)}
            decimal
            disabled={field === 'lowPassCutoffHz' && form.values.lowPassOff}
            placeholder={fallback === null ? t('team.tracking.off') : String(fallback)}
            label={t('team.tracking.fieldLabel', {
              parameter: t(`team.tracking.parameters.${field}`),
              unit: SYMBOL[unit],
            })}
            hint={t('team.tracking.fieldHint', {
              explanation: t(`team.tracking.explanations.${field}`),
              min: formatUnit(locale, bounds.min, unit, 2),
              max: formatUnit(locale, bounds.max, unit, 2),
              default: fallback === null ? t('team.tracking.off') : formatUnit(locale, fallback, unit, 2),
            })}
          />
        );
      })}
    </FormDialog>
  );
}
