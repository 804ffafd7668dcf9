/**
 * Session RPE entry (`event.rpe`, /event/{id}/rpe): after a finished event, staff enter each
 * selected player's rating of the session (Foster's CR-10) on a phone or a shared tablet, with
 * the minutes it counts for. The team's staff may enter; others read.
 */
import { can } from '@stride/contracts/permissions';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { eventScreen, type EventPage } from '../../event/components/EventFrame.tsx';
import { useEventRpe, useSetSessionRpe } from '../api/rpe.ts';
import { Loaded } from '../../../components/Loaded.tsx';
import { RpePlayer } from './RpePlayer.tsx';
import '../rpe.css';

export const finished = (status: string) => status === 'FINISHED' || status === 'LOCKED';

function SessionRpe({ event, team }: EventPage) {
  const { t } = useI18n();
  const principal = usePrincipal();
  // `workload.rpe`, not `event.manage`: a locked event's ratings may still be entered.
  const manage =
    team !== null && can(principal, 'workload.rpe', { clubId: team.clubId, teamId: event.teamId });
  const done = finished(event.status);
  const rows = useEventRpe(event.id, done);
  const save = useSetSessionRpe(event.id);
  const eventMinutes =
    event.duration === null || event.duration === undefined ? null : Math.round(event.duration / 60);

  if (!done) return <p className="card card--empty">{t('rpe.notFinished')}</p>;
  return (
    <Loaded query={rows}>
      {(all) => {
        const squad = all.filter((row) => row.selected);
        const rated = squad.filter((row) => row.rpe !== null && row.rpe !== undefined).length;
        return (
          <section className="card" aria-labelledby="rpe-title">
            <div className="card__head">
              <div>
                <h2 id="rpe-title" className="card__title">
                  {t('rpe.title')}
                </h2>
                <p className="muted" data-testid="rpe-count">
                  {t('rpe.rated', { rated, total: squad.length })}
                </p>
              </div>
            </div>
            <p className="card__text">{t('rpe.intro')}</p>
            {manage ? null : <p className="muted">{t('rpe.readOnly')}</p>}
            {squad.length === 0 ? (
              <p className="muted">{t('rpe.noPlayers')}</p>
            ) : (
              <ul className="rpe-players">
                {squad.map((row) => (
                  <RpePlayer
                    key={row.id}
                    selection={row}
                    defaultMinutes={row.time > 0 ? Math.round(row.time / 60) : eventMinutes}
                    disabled={!manage}
                    saving={save.isPending && save.variables.selectionId === row.id}
                    onSave={(entry) => save.mutate(entry)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </Loaded>
  );
}

export default eventScreen(SessionRpe, 'rpe.eyebrow');
