/**
 * Add a period (a name, optionally its dates, and whether every selected player gets a session
 * over it) or change one (name and dates). A period waiting to be started has both dates or
 * neither; a running one only its start; a stopped one both.
 */
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { WindowFields } from '../../../components/WindowFields.tsx';
import {
  checkWindow,
  PERIOD_WINDOW,
  windowFields,
  windowFrom,
  type WindowMode,
} from '../../../forms/date-window.ts';
import { useForm } from '../../../forms/use-form.ts';
import { localDate, maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCreatePeriod, useUpdatePeriod } from '../api/event-mutations.ts';
import type { EventView, Period } from '../api/fragments.ts';

export const PERIOD_NAME_MAX_LENGTH = 60;

function modeOf(period: Period | null): WindowMode {
  if (period === null || period.status === 'CREATED') return 'optional';
  return period.status === 'STARTED' ? 'startOnly' : 'required';
}

export function PeriodDialog({
  event,
  period,
  onClose,
}: {
  event: EventView;
  /** Null for a new period. */
  period: Period | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const create = useCreatePeriod(event.id);
  const update = useUpdatePeriod(event.id);
  const mode = modeOf(period);
  // A new period's date defaults to the event's day; its times stay empty (started live).
  const [initial] = useState(() => {
    if (period !== null) return { name: period.name, ...windowFields(period.startDate, period.endDate) };
    const day = event.startDate === null ? '' : localDate(new Date(event.startDate));
    return { name: '', date: day, start: '', end: '' };
  });
  const [force, setForce] = useState(false);
  const form = useForm(initial, { name: [required, maxLength(PERIOD_NAME_MAX_LENGTH)] }, (values) => {
    // A new period's default date alone is not an attempt at a window.
    const untouched =
      period === null && values.start === '' && values.end === '' && values.date === initial.date;
    return untouched ? {} : checkWindow(values, mode, PERIOD_WINDOW);
  });
  const pending = create.isPending || update.isPending;

  return (
    <FormDialog
      title={
        period === null ? t('event.periods.newTitle') : t('event.periods.editTitle', { name: period.name })
      }
      submitLabel={period === null ? t('event.periods.add') : t('common.save')}
      pending={pending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const name = form.values.name.trim();
        const window = windowFrom(form.values);
        if (period === null) {
          create.mutate(
            { name, ...window, force: window.startDate !== null && force },
            closeOnSuccess(onClose, t('event.periods.created', { name })),
          );
        } else {
          update.mutate(
            { periodId: period.id, name, ...window },
            closeOnSuccess(onClose, t('event.periods.saved', { name })),
          );
        }
      }}
    >
      <TextField
        {...form.text('name')}
        label={t('event.periods.name')}
        hint={t('event.periods.nameHint')}
        required
        autoComplete="off"
      />
      <WindowFields
        legend={t('event.periods.dates')}
        date={form.text('date')}
        start={form.text('start')}
        end={mode === 'startOnly' ? null : form.text('end')}
        required={mode !== 'optional'}
        hint={mode === 'optional' ? t('event.periods.datesHint') : undefined}
      />
      {period === null ? (
        <CheckboxField
          label={t('event.periods.force')}
          hint={t('event.periods.forceHint')}
          checked={force}
          onCheckedChange={setForce}
        />
      ) : null}
    </FormDialog>
  );
}
