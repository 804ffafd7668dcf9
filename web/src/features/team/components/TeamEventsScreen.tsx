/**
 * The team's events (`team.events`): name, type, start, status and squad size, a page at a time
 * (latest first; events without dates first), filtered by type and by day (a season of the shared
 * season filter, `?season=`, fills the days; every event until one is chosen). A row opens the event's
 * dashboard; "New event" creates one; "Delete" removes one after a confirmation (a running event
 * must be stopped first, a locked one unlocked).
 */
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Loaded } from '../../../components/Loaded.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EventStatusBadge } from '../../../components/EventStatusBadge.tsx';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { pageInfo } from '../../../components/pagination.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useDeleteEvent } from '../api/event-mutations.ts';
import { useTeam } from '../api/team.ts';
import { useTeamEvents } from '../api/team-events.ts';
import type { TeamEvent } from '../api/fragments.ts';
import type { TeamEventFilter } from '../api/team-event-filter.ts';
import { useSeasonFilter } from '../hooks/use-season-filter.ts';
import { useTeamPermission } from '../hooks/use-team-permission.ts';
import { CreateEventDialog } from './CreateEventDialog.tsx';
import { SeasonFilter } from './SeasonFilter.tsx';

export const EVENTS_PER_PAGE = 20;

const eventPath = (eventId: string) => `/event/${encodeURIComponent(eventId)}/dashboard`;

function deletable(event: TeamEvent): boolean {
  return event.status !== 'STARTED' && event.status !== 'LOCKED' && !event.locked;
}

export default function TeamEventsScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<TeamEventFilter>({
    type: null,
    from: '',
    to: '',
    offset: 0,
    limit: EVENTS_PER_PAGE,
  });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TeamEvent | null>(null);
  const team = useTeam(teamId);
  const remove = useDeleteEvent(teamId);
  const manage = useTeamPermission(teamId, 'event.manage');
  const refine = (patch: Partial<TeamEventFilter>) =>
    setFilter((current) => ({ ...current, ...patch, offset: 0 }));
  // A season chosen (or in the link) gives the days, from its first page; other days typed in
  // drop it (the URL too).
  const seasonFilter = useSeasonFilter(teamId, { optional: true });
  const season = {
    ...seasonFilter,
    select: (seasonId: string | null) => {
      seasonFilter.select(seasonId);
      setFilter((current) => ({ ...current, offset: 0 }));
    },
  };
  const shown = season.range === null ? filter : { ...filter, ...season.range };
  const redate = (patch: { from?: string; to?: string }) => {
    if (season.range !== null) seasonFilter.select(null);
    refine({ from: shown.from, to: shown.to, ...patch });
  };
  const events = useTeamEvents(teamId, shown);
  const filtered = shown.type !== null || shown.from !== '' || shown.to !== '';

  return (
    <div className="stack">
      <PageHeader
        title={t('team.events.title')}
        text={
          team.data === undefined || team.data === null
            ? t('team.events.intro')
            : t('team.events.introFor', { team: team.data.name })
        }
        actions={
          manage ? (
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              <Icon name="plus" />
              {t('team.events.new')}
            </button>
          ) : undefined
        }
      />
      <div className="filters" role="search" aria-label={t('team.events.filters')}>
        <SeasonFilter filter={season} noneLabel={t('seasonFilter.allSeasons')} dates={false} />
        <SelectField
          label={t('team.events.type')}
          value={filter.type ?? ''}
          onValueChange={(value) =>
            refine({ type: (eventTypes as readonly string[]).includes(value) ? (value as EventType) : null })
          }
          options={optionsOf(eventTypes, (value) => t(`event.types.${value}`))}
          emptyLabel={t('team.events.allTypes')}
        />
        <TextField
          label={t('team.events.from')}
          type="date"
          value={shown.from}
          max={shown.to === '' ? undefined : shown.to}
          onValueChange={(from) => redate({ from })}
        />
        <TextField
          label={t('team.events.to')}
          type="date"
          value={shown.to}
          min={shown.from === '' ? undefined : shown.from}
          onValueChange={(to) => redate({ to })}
        />
        {filtered ? (
          <button
            type="button"
            className="button button--flat"
            onClick={() => {
              season.select(null);
              refine({ type: null, from: '', to: '' });
            }}
          >
            {t('team.events.clearFilters')}
          </button>
        ) : null}
      </div>
      <Loaded
        query={events}
        empty={
          events.data?.items.length === 0 && events.data.total === 0
            ? filtered
              ? t('team.events.noneMatch')
              : t('team.events.empty')
            : null
        }
      >
        {(page) => (
          <>
            <DataTable
              label={t('team.events.table')}
              rows={page.items}
              busy={events.isFetching}
              rowProps={(event) => ({
                className: 'table__row--link',
                onClick: (click) => {
                  // The name's link and the buttons do their own thing.
                  if ((click.target as Element).closest('a, button, input') === null)
                    navigate(eventPath(event.id));
                },
              })}
              columns={[
                {
                  key: 'name',
                  kind: 'main',
                  header: t('team.events.name'),
                  cell: (event) => <Link href={eventPath(event.id)}>{event.name}</Link>,
                },
                {
                  key: 'type',
                  header: t('team.events.type'),
                  cell: (event) => t(`event.types.${event.type}`),
                },
                {
                  key: 'date',
                  header: t('team.events.date'),
                  cell: (event) =>
                    event.startDate === null ? (
                      <span className="muted">{t('team.events.noDate')}</span>
                    ) : (
                      formatDateTime(locale, event.startDate)
                    ),
                },
                {
                  key: 'status',
                  header: t('team.events.status'),
                  cell: (event) => <EventStatusBadge status={event.status} locked={event.locked} />,
                },
                {
                  key: 'selected',
                  kind: 'number',
                  header: t('team.events.selected'),
                  cell: (event) => formatNumber(locale, event.selectedCount, 0),
                },
                manage && {
                  key: 'actions',
                  kind: 'actions',
                  header: t('common.actions'),
                  cell: (event) =>
                    deletable(event) ? (
                      <RowAction
                        variant="danger-text"
                        label={t('team.events.delete')}
                        ariaLabel={t('team.events.deleteFor', { name: event.name })}
                        disabled={remove.isPending}
                        onClick={() => setDeleting(event)}
                      />
                    ) : null,
                },
              ]}
            />
            <Pagination
              label={t('team.events.pages')}
              info={pageInfo(page.offset, page.limit, page.items.length, page.total)}
              busy={events.isFetching}
              onOffset={(offset) => setFilter((current) => ({ ...current, offset }))}
            />
          </>
        )}
      </Loaded>

      {creating ? <CreateEventDialog teamId={teamId} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('team.events.deleteTitle')}
        question={deleting === null ? '' : t('team.events.deleteQuestion', { name: deleting.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('team.events.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const event = deleting;
          setDeleting(null);
          if (event === null) return;
          remove.mutate(event.id, {
            onSuccess: () => notifySuccess(t('team.events.deleted', { name: event.name })),
          });
        }}
      />
    </div>
  );
}
