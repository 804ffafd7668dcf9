/** The event's window: planned before the start (both or neither), the start while it runs, both once finished. */
import { SettingsCard } from '../../../components/SettingsCard.tsx';
import { WindowFields } from '../../../components/WindowFields.tsx';
import {
  checkWindow,
  EVENT_WINDOW,
  windowFields,
  windowFrom,
  type WindowMode,
} from '../../../forms/date-window.ts';
import { useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useUpdateEventDates } from '../api/event-mutations.ts';
import type { EventView } from '../api/fragments.ts';

/** Before the start: the planned window (both or neither); running: the start; finished: both. */
function windowMode(event: EventView): WindowMode {
  if (event.status === 'NOT_STARTED') return 'optional';
  return event.status === 'STARTED' ? 'startOnly' : 'required';
}

export function EventDatesForm({ event, editable }: { event: EventView; editable: boolean }) {
  const { t } = useI18n();
  const update = useUpdateEventDates(event.id);
  const mode = windowMode(event);
  const form = useForm(
    () =>
      mode === 'optional'
        ? windowFields(event.plannedStartDate, event.plannedEndDate)
        : windowFields(event.startDate, mode === 'startOnly' ? null : event.endDate),
    {},
    (values) => checkWindow(values, mode, EVENT_WINDOW),
  );
  const intro =
    mode === 'optional'
      ? t('event.settings.datesPlanned')
      : mode === 'startOnly'
        ? t('event.settings.datesRunning')
        : t('event.settings.datesFinished');
  return (
    <SettingsCard
      title={t('event.settings.datesTitle')}
      intro={intro}
      saveLabel={t('event.settings.saveDates')}
      editable={editable}
      busy={update.isPending}
      validate={() => form.submit()}
      onSave={() => {
        const window = windowFrom(form.values);
        update
          .mutateAsync({
            startDate: window.startDate,
            endDate: mode === 'startOnly' ? null : window.endDate,
          })
          .then(
            () => notifySuccess(t('event.settings.datesSaved')),
            () => undefined,
          );
      }}
    >
      <WindowFields
        legend={mode === 'optional' ? t('event.settings.plannedWindow') : t('event.settings.actualWindow')}
        date={form.text('date')}
        start={form.text('start')}
        end={mode === 'startOnly' ? null : form.text('end')}
        required={mode !== 'optional'}
      />
    </SettingsCard>
  );
}
