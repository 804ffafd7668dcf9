/** Which part of the event the figures cover: all of it, or one period that has started. */
import { SelectField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { Period } from '../api/fragments.ts';

export function MetricsWindowField({
  periods,
  periodId,
  onPeriodIdChange,
}: {
  periods: readonly Period[];
  /** Empty for the whole event. */
  periodId: string;
  onPeriodIdChange: (periodId: string) => void;
}) {
  const { t } = useI18n();
  return (
    <SelectField
      label={t('metrics.window')}
      value={periodId}
      onValueChange={onPeriodIdChange}
      emptyLabel={t('metrics.wholeEvent')}
      options={periods
        .filter((period) => period.startDate !== null)
        .map((period) => ({ value: period.id, label: period.name }))}
    />
  );
}
