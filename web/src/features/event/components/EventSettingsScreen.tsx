/**
 * The event's settings (`event.settings`, our page: the spec's event routes list none): its details
 * (`updateEvent`), its window (`updateEventDates`: the planned one before it starts, the actual
 * start, and end once finished, after) and its data ranges (copied from the team's when it was
 * created; changed here without touching the team's). A locked event shows them read-only.
 */
import { RangesCard } from '../../../components/RangesCard.tsx';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { useTeamPermission } from '../../team/hooks/use-team-permission.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCreateEventRange, useDeleteEventRange, useUpdateEventRange } from '../api/event-mutations.ts';
import { detailsFormFrom } from '../event-form.ts';
import { EventDatesForm } from './EventDatesForm.tsx';
import { EventDetailsForm } from './EventDetailsForm.tsx';
import { eventScreen, type EventPage } from './EventFrame.tsx';

function EventSettings({ event, editable }: EventPage) {
  const { t } = useI18n();
  const create = useCreateEventRange(event.id);
  const update = useUpdateEventRange(event.id);
  const remove = useDeleteEventRange(event.id);
  const history = useTeamPermission(event.teamId, 'history.team');
  return (
    <>
      {editable ? null : event.locked || event.status === 'LOCKED' ? (
        <p className="card muted">{t('event.lockedNote')}</p>
      ) : null}
      <div className="columns">
        {/* Keyed by what they show: another client's change to it shows in fresh fields. */}
        <EventDetailsForm key={JSON.stringify(detailsFormFrom(event))} event={event} editable={editable} />
        <EventDatesForm
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
        editable={editable}
        commands={{
          create: (type, range) => create.mutateAsync({ type, range }),
          update: (id, type, range) => update.mutateAsync({ id, type, range }),
          remove: (id) => remove.mutateAsync({ id }),
        }}
      />
      <EntityHistory entityType="EVENT" entityId={event.id} allowed={history} />
    </>
  );
}

export default eventScreen(EventSettings, 'nav.eventSettings');
