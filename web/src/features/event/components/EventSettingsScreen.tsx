/**
 * The event's settings (`event.settings`, our page: the spec's event routes list none): its details
 * (`updateEvent`), its window (`updateEventDates`: the planned one before it starts, the actual
 * start, and end once finished, after) and its data ranges (copied from the team's when it was
 * created; changed here without touching the team's). A locked event shows them read-only.
 */
import { competitions, eventPlaces, eventTypes } from '@stride/contracts/events/event';
import { useId, useRef } from 'react';
import { SelectField, TextField } from '../../../components/Field.tsx';
import { RangesCard, type RangeChange } from '../../../components/RangesCard.tsx';
import { WindowFields } from '../../../components/WindowFields.tsx';
import {
  checkWindow,
  EVENT_WINDOW,
  windowFields,
  windowFrom,
  type WindowMode,
} from '../../../forms/date-window.ts';
import { focusFirstInvalid, useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useSession } from '../../../state/session.ts';
import {
  useCreateEventRange,
  useDeleteEventRange,
  useUpdateEvent,
  useUpdateEventDates,
  useUpdateEventRange,
} from '../api/event-mutations.ts';
import type { EventView } from '../api/fragments.ts';
import {
  checkDetails,
  detailsFormFrom,
  detailsInputFrom,
  detailsRules,
  EVENT_LIMITS,
} from '../event-form.ts';
import { EventFrame, type EventPage } from './EventFrame.tsx';

function DetailsForm({ event, editable }: { event: EventView; editable: boolean }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const update = useUpdateEvent(event.id);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm(() => detailsFormFrom(event), detailsRules, checkDetails);
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('event.settings.detailsTitle')}
      </h2>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-busy={update.isPending}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (update.isPending || !editable) return;
          if (!form.submit()) {
            focusFirstInvalid(formRef.current);
            return;
          }
          // The saved details remount this form (it is keyed by them): the promise still answers.
          update.mutateAsync(detailsInputFrom(form.values)).then(
            () => notify({ type: 'positive', message: t('event.settings.saved') }),
            () => undefined,
          );
        }}
      >
        <fieldset className="form__fieldset" disabled={!editable}>
          <TextField {...form.text('name')} label={t('event.settings.name')} required autoComplete="off" />
          <SelectField
            {...form.text('type')}
            label={t('event.type')}
            options={choices(eventTypes, (value) => t(`event.types.${value}`))}
            required
          />
          <div className="form-grid">
            <SelectField
              {...form.text('place')}
              label={t('event.place')}
              options={choices(eventPlaces, (value) => t(`enums.place.${value}`))}
              emptyLabel={t('common.notSet')}
            />
            <SelectField
              {...form.text('competition')}
              label={t('event.competition')}
              options={choices(competitions, (value) => t(`enums.competition.${value}`))}
              emptyLabel={t('common.notSet')}
            />
            <TextField
              {...form.text('scoreTeam')}
              label={t('event.settings.scoreTeam')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              {...form.text('scoreAdv')}
              label={t('event.settings.scoreAdv')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              {...form.text('matchSystem')}
              label={t('event.matchSystem')}
              hint={t('event.settings.matchSystemHint')}
              maxLength={EVENT_LIMITS.matchSystemMaxLength}
              autoComplete="off"
            />
            <TextField
              {...form.text('daysToMatch')}
              label={t('event.daysToMatch')}
              hint={t('event.settings.daysToMatchHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <TextField
            {...form.text('theme')}
            label={t('event.theme')}
            hint={t('event.settings.themeHint')}
            maxLength={EVENT_LIMITS.themeMaxLength}
            autoComplete="off"
          />
        </fieldset>
        {editable ? (
          <button type="submit" className="button button--primary form__submit" disabled={update.isPending}>
            {t('event.settings.saveDetails')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

/** Before the start: the planned window (both or neither); running: the start; finished: both. */
function windowMode(event: EventView): WindowMode {
  if (event.status === 'NOT_STARTED') return 'optional';
  return event.status === 'STARTED' ? 'startOnly' : 'required';
}

function DatesForm({ event, editable }: { event: EventView; editable: boolean }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const update = useUpdateEventDates(event.id);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
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
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('event.settings.datesTitle')}
      </h2>
      <p className="card__text">{intro}</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-busy={update.isPending}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (update.isPending || !editable) return;
          if (!form.submit()) {
            focusFirstInvalid(formRef.current);
            return;
          }
          const window = windowFrom(form.values);
          update
            .mutateAsync({
              startDate: window.startDate,
              endDate: mode === 'startOnly' ? null : window.endDate,
            })
            .then(
              () => notify({ type: 'positive', message: t('event.settings.datesSaved') }),
              () => undefined,
            );
        }}
      >
        <fieldset className="form__fieldset" disabled={!editable}>
          <WindowFields
            legend={
              mode === 'optional' ? t('event.settings.plannedWindow') : t('event.settings.actualWindow')
            }
            date={form.text('date')}
            start={form.text('start')}
            end={mode === 'startOnly' ? null : form.text('end')}
            required={mode !== 'optional'}
          />
        </fieldset>
        {editable ? (
          <button type="submit" className="button button--primary form__submit" disabled={update.isPending}>
            {t('event.settings.saveDates')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

function Settings({ event, editable }: EventPage) {
  const { t } = useI18n();
  const limit = useSession().staff?.club?.subscription.limits.ranges ?? null;
  const create = useCreateEventRange(event.id);
  const update = useUpdateEventRange(event.id);
  const remove = useDeleteEventRange(event.id);
  const save = (change: RangeChange): Promise<unknown> => {
    switch (change.kind) {
      case 'create':
        return create.mutateAsync({ type: change.type, range: change.input });
      case 'update':
        return update.mutateAsync({ id: change.id, type: change.type, range: change.input });
      case 'delete':
        return remove.mutateAsync({ id: change.id });
    }
  };
  return (
    <>
      {editable ? null : event.locked || event.status === 'LOCKED' ? (
        <p className="card muted">{t('event.lockedNote')}</p>
      ) : null}
      <div className="columns">
        {/* Keyed by what they show: another client's change to it shows in fresh fields. */}
        <DetailsForm key={JSON.stringify(detailsFormFrom(event))} event={event} editable={editable} />
        <DatesForm
          key={[
            event.status,
            event.startDate,
            event.endDate,
            event.plannedStartDate,
            event.plannedEndDate,
          ].join()}
          event={event}
          editable={editable}
        />
      </div>
      <RangesCard
        title={t('event.settings.rangesTitle')}
        intro={t('event.settings.rangesIntro')}
        ranges={event.ranges}
        limit={limit}
        editable={editable}
        onSave={save}
      />
    </>
  );
}

export default function EventSettingsScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <EventFrame eventId={params['eventId'] ?? ''} eyebrow={t('nav.eventSettings')}>
      {(page) => <Settings {...page} />}
    </EventFrame>
  );
}
