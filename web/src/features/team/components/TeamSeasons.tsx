/**
 * The team's seasons (`team.settings`, "Seasons", issue 19): each with its dates and whether it
 * is the current one (chosen, or found by its dates); add, edit, make current (or let the dates
 * choose again) and delete after a confirmation. Rules (no overlap, the last day after the first)
 * are the API's: SEASON_OVERLAP comes back as a notification.
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useDeleteSeason, useSetCurrentSeason, useTeamSeasons, type Season } from '../api/seasons.ts';
import { formatSeasonDates } from '../season-dates.ts';
import { SeasonDialog } from './SeasonDialog.tsx';

export function TeamSeasons({ teamId, editable }: { teamId: string; editable: boolean }) {
  const { t, locale } = useI18n();
  const seasons = useTeamSeasons(teamId);
  const remove = useDeleteSeason(teamId);
  const setCurrent = useSetCurrentSeason(teamId);
  const [dialog, setDialog] = useState<{ season: Season | null } | null>(null);
  const [deleting, setDeleting] = useState<Season | null>(null);
  const busy = remove.isPending || setCurrent.isPending;

  return (
    <Card
      title={t('seasons.title')}
      intro={t('seasons.intro')}
      actions={
        editable ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ season: null })}
          >
            <Icon name="plus" />
            {t('seasons.add')}
          </button>
        ) : null
      }
    >
      <Loaded query={seasons}>
        {(team) =>
          team === null || team === undefined || team.seasons.length === 0 ? (
            <p className="muted">{t('seasons.none')}</p>
          ) : (
            <DataTable
              label={t('seasons.list')}
              rows={team.seasons}
              columns={[
                { key: 'name', kind: 'main', header: t('seasons.name'), cell: (s) => s.name },
                {
                  key: 'dates',
                  header: `${t('seasons.startDate')} – ${t('seasons.endDate')}`,
                  cell: (s) => formatSeasonDates(locale, s, t),
                },
                {
                  key: 'league',
                  header: t('seasons.league'),
                  cell: (s) =>
                    s.league === null || s.league === undefined ? '—' : t(`enums.league.${s.league}`),
                },
                {
                  key: 'state',
                  header: t('seasons.state'),
                  cell: (s) =>
                    team.currentSeason?.id === s.id ? (
                      <span className="chip chip--current" data-testid="current-season">
                        {team.currentSeasonChosen ? t('seasons.currentChosen') : t('seasons.current')}
                      </span>
                    ) : null,
                },
                editable && {
                  key: 'actions',
                  kind: 'actions',
                  header: t('seasons.actions'),
                  cell: (s) => {
                    const current = team.currentSeason?.id === s.id;
                    return (
                      <>
                        {current && team.currentSeasonChosen ? (
                          <RowAction
                            label={t('seasons.byDates')}
                            ariaLabel={t('seasons.byDatesFor', { name: s.name })}
                            disabled={busy}
                            onClick={() =>
                              setCurrent.mutate(null, {
                                onSuccess: () => notifySuccess(t('seasons.currentByDatesSet')),
                              })
                            }
                          />
                        ) : null}
                        {current ? null : (
                          <RowAction
                            label={t('seasons.makeCurrent')}
                            ariaLabel={t('seasons.makeCurrentFor', { name: s.name })}
                            disabled={busy}
                            onClick={() =>
                              setCurrent.mutate(s.id, {
                                onSuccess: () => notifySuccess(t('seasons.currentSet', { name: s.name })),
                              })
                            }
                          />
                        )}
                        <RowAction
                          label={t('seasons.edit')}
                          ariaLabel={t('seasons.editFor', { name: s.name })}
                          disabled={busy}
                          onClick={() => setDialog({ season: s })}
                        />
                        <RowAction
                          label={t('seasons.delete')}
                          ariaLabel={t('seasons.deleteFor', { name: s.name })}
                          variant="danger-text"
                          disabled={busy}
                          onClick={() => setDeleting(s)}
                        />
                      </>
                    );
                  },
                },
              ]}
            />
          )
        }
      </Loaded>
      {dialog === null ? null : (
        <SeasonDialog teamId={teamId} season={dialog.season} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('seasons.deleteTitle')}
        question={deleting === null ? '' : t('seasons.deleteQuestion', { name: deleting.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('seasons.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          const target = deleting;
          setDeleting(null);
          remove.mutate(target.id, {
            onSuccess: () => notifySuccess(t('seasons.deleted', { name: target.name })),
          });
        }}
      />
    </Card>
  );
}
