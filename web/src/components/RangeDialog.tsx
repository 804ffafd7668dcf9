/** A data range's name and bounds, new or changed. */
import type { RangeType } from '@stride/contracts/ranges';
import {
  checkRange,
  rangeFormFrom,
  rangeInputFrom,
  rangeRules,
  type RangeInput,
  type RangeView,
} from '../forms/ranges.ts';
import { useForm } from '../forms/use-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { NumberField, TextField } from './Field.tsx';
import { FormDialog } from './FormDialog.tsx';

export function RangeDialog({
  type,
  range,
  pending,
  onSubmit,
  onClose,
}: {
  type: RangeType;
  range: RangeView | null;
  pending: boolean;
  onSubmit: (input: RangeInput) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const form = useForm(() => rangeFormFrom(range), rangeRules(type), checkRange);
  const unit = t(`ranges.units.${type}`);
  return (
    <FormDialog
      title={range === null ? t(`ranges.newTitle.${type}`) : t('ranges.editTitle', { name: range.name })}
      submitLabel={range === null ? t('ranges.add') : t('common.save')}
      pending={pending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => onSubmit(rangeInputFrom(form.values))}
    >
      <TextField {...form.text('name')} label={t('ranges.name')} required autoComplete="off" />
      <div className="form-grid">
        <NumberField {...form.text('min')} label={t('ranges.minWithUnit', { unit })} decimal />
        <NumberField {...form.text('max')} label={t('ranges.maxWithUnit', { unit })} decimal />
      </div>
      <p className="field__hint">{t(`ranges.boundsHint.${type}`)}</p>
    </FormDialog>
  );
}
