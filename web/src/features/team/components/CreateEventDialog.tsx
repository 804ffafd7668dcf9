/**
 * "Create event": a name, a type, and optionally the planned window (a date, a start and an end
 * time: both times or neither, 1 minute to 3 hours apart, the API's rule). An event without a
 * window is recorded live: it gets its dates when it is started and stopped.
 */
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { WindowFields } from '../../../components/WindowFields.tsx';
import { checkWindow, EMPTY_WINDOW, EVENT_WINDOW, windowFrom } from '../../../forms/date-window.ts';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCreateEvent } from '../api/event-mutations.ts';

export const EVENT_NAME_MAX_LENGTH = 120;

export function CreateEventDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateEvent(teamId);
  const form = useForm(
    { name: '', type: 'MATCH', ...EMPTY_WINDOW },
    { name: [required, maxLength(EVENT_NAME_MAX_LENGTH)], type: [required] },
    (values) => checkWindow(values, 'optional', EVENT_WINDOW),
  );
  return (
    <FormDialog
      title={t('team.events.newTitle')}
      submitLabel={t('team.events.create')}
      pending={create.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const name = form.values.name.trim();
        create.mutate(
          { name, type: form.values.type as EventType, ...windowFrom(form.values) },
          closeOnSuccess(onClose, t('team.events.created', { name })),
        );
      }}
    >
      <TextField
        {...form.text('name')}
        label={t('team.events.name')}
        hint={t('team.events.nameHint')}
        required
        autoComplete="off"
      />
      <SelectField
        {...form.text('type')}
        label={t('team.events.type')}
        options={optionsOf(eventTypes, (value) => t(`event.types.${value}`))}
        required
      />
      <WindowFields
        legend={t('team.events.plannedWindow')}
        date={form.text('date')}
        start={form.text('start')}
        end={form.text('end')}
        hint={t('team.events.windowHint')}
      />
    </FormDialog>
  );
}
