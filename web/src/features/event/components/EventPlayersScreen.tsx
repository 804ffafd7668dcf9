/**
 * The event's squad (`event.players`): every selection with its number, position, profile and
 * device, whether it is in the squad, whether the player is on the pitch, their time on it and
 * their sessions. "Select players" adds the team's other players; per row "Edit" changes the
 * selection, and while the event runs "On pitch" / "Off pitch" start and stop the player's session.
 * Live: the `eventSelections` subscription follows the other clients.
 */
import { useState } from 'react';
import { Loaded } from '../../../components/Loaded.tsx';
import { Card } from '../../../components/Card.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDuration, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useEventSelections } from '../api/event-selections.ts';
import { useSelectSelection, useSession } from '../api/selection-mutations.ts';
import type { Selection } from '../api/fragments.ts';
import { playerName } from '../player-name.ts';
import { canTakeThePitch, runningPeriod, timeOnPitchMs } from '../event-times.ts';
import { useNow } from '../hooks/use-now.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';
import { SelectionDialog } from './SelectionDialog.tsx';
import { SelectPlayersDialog } from './SelectPlayersDialog.tsx';
import { localDate } from '../../../forms/validation.ts';
import { useTeamAvailability } from '../../availability/api/availability.ts';
import { AvailabilityBadge } from '../../availability/components/AvailabilityBadge.tsx';

type Dialog = { readonly kind: 'select' } | { readonly kind: 'edit'; readonly selection: Selection };

function Squad({ event, editable, team }: EventPage) {
  const { t, locale } = useI18n();
  const selections = useEventSelections(event.id, true);
  const toggle = useSelectSelection(event.id);
  const session = useSession();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = selections.data ?? [];
  const now = useNow(list.some((selection) => selection.active));
  const dash = t('common.none');
  const live = event.status === 'STARTED' && editable;
  const waiting = live && event.periods.length > 0 && runningPeriod(event) === null;
  const inSquad = list.filter((selection) => selection.selected).length;
  const onPitch = list.filter((selection) => selection.active).length;
  // Availability on the event's day (its start, else its planned start; today without either).
  const start = event.startDate ?? event.plannedStartDate;
  const eventDay = start === null ? null : localDate(new Date(start));
  const availability = useTeamAvailability(event.teamId, eventDay);

  return (
    <>
      <Card
        title={t('event.players.title')}
        summary={t('event.players.counts', {
          squad: formatNumber(locale, inSquad, 0),
          pitch: formatNumber(locale, onPitch, 0),
        })}
        actions={
          editable && team !== null ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDialog({ kind: 'select' })}
            >
              <Icon name="plus" />
              {t('event.players.select')}
            </button>
          ) : null
        }
      >
        {waiting ? <p className="muted">{t('event.players.noRunningPeriod')}</p> : null}
      </Card>
      <Loaded query={selections} empty={list.length === 0 ? t('event.players.empty') : null}>
        {() => (
          <DataTable
            label={t('event.players.table')}
            rows={list}
            rowProps={(selection) => ({ className: selection.selected ? undefined : 'table__row--muted' })}
            columns={[
              {
                key: 'number',
                kind: 'number',
                header: t('event.players.numberShort'),
                cell: (selection) => selection.number ?? dash,
              },
              {
                key: 'name',
                kind: 'main',
                header: t('event.players.name'),
                cell: (selection) => {
                  const status = availability.data?.get(selection.player.id)?.status;
                  return (
                    <>
                      {playerName(selection.player)}
                      {status === undefined || status === 'AVAILABLE' ? null : (
                        <AvailabilityBadge
                          status={status}
                          playerId={selection.player.id}
                          name={playerName(selection.player)}
                          inline
                        />
                      )}
                    </>
                  );
                },
              },
              {
                key: 'position',
                header: t('event.players.position'),
                cell: (selection) =>
                  selection.position === null ? dash : t(`enums.position.${selection.position}`),
              },
              {
                key: 'profile',
                header: t('event.players.profile'),
                cell: (selection) =>
                  selection.profile === null ? dash : t(`enums.profile.${selection.profile}`),
              },
              {
                key: 'device',
                header: t('event.players.device'),
                cell: (selection) =>
                  selection.device === null ? (
                    <span className="muted">{t('event.players.noDevice')}</span>
                  ) : selection.device.deleted ? (
                    t('event.players.deviceGone', { device: selection.device.name })
                  ) : (
                    selection.device.name
                  ),
              },
              {
                key: 'inSquad',
                kind: 'select',
                headerClassName: null,
                header: t('event.players.inSquad'),
                cell: (selection) => (
                  <input
                    type="checkbox"
                    aria-label={t('event.players.inSquadFor', { name: playerName(selection.player) })}
                    checked={selection.selected}
                    disabled={!editable || toggle.isPending || selection.active}
                    onChange={(change) =>
                      toggle.mutate({ selectionId: selection.id, selected: change.target.checked })
                    }
                  />
                ),
              },
              {
                key: 'onPitch',
                header: t('event.players.onPitch'),
                cell: (selection) =>
                  selection.active ? (
                    <span className="status status--started">
                      <span className="chip__pulse" aria-hidden="true" />
                      {t('event.players.playing')}
                    </span>
                  ) : (
                    <span className="muted">{t('event.players.benched')}</span>
                  ),
              },
              {
                key: 'time',
                kind: 'number',
                header: t('event.players.time'),
                cell: (selection) => formatDuration(timeOnPitchMs(selection, now)),
              },
              {
                key: 'sessions',
                kind: 'number',
                header: t('event.players.sessions'),
                cell: (selection) => formatNumber(locale, selection.sessions.length, 0),
              },
              editable && {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (selection) => {
                  const name = playerName(selection.player);
                  return (
                    <>
                      {/* One button that turns (Off pitch ⇄ On pitch): after a substitution the
                          focus stays on it, and the row stays where it was. */}
                      {live && (selection.active || selection.selected) ? (
                        <RowAction
                          variant={selection.active ? 'flat' : 'primary'}
                          label={
                            selection.active ? t('event.players.offPitch') : t('event.players.onPitchAction')
                          }
                          ariaLabel={
                            selection.active
                              ? t('event.players.offPitchFor', { name })
                              : t('event.players.onPitchFor', { name })
                          }
                          pending={session.isPending}
                          disabled={!selection.active && !canTakeThePitch(event, selection)}
                          onClick={() => {
                            const on = !selection.active;
                            session.mutate(
                              { selectionId: selection.id, on },
                              {
                                onSuccess: () =>
                                  notifySuccess(
                                    t(on ? 'event.players.wentOn' : 'event.players.wentOff', { name }),
                                  ),
                              },
                            );
                          }}
                        />
                      ) : null}
                      <RowAction
                        label={t('event.players.edit')}
                        ariaLabel={t('event.players.editFor', { name })}
                        onClick={() => setDialog({ kind: 'edit', selection })}
                      />
                    </>
                  );
                },
              },
            ]}
          />
        )}
      </Loaded>

      {dialog?.kind === 'select' && team !== null ? (
        <SelectPlayersDialog
          eventId={event.id}
          clubId={team.clubId}
          teamId={team.id}
          selections={list}
          eventDay={eventDay}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <SelectionDialog teamId={event.teamId} selection={dialog.selection} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

export default eventScreen(Squad, 'nav.selection');
