/**
 * A player's availability (`player.availability`): today's status with its dates and note, the
 * open injury, every injury with its status, and the whole history as a timeline. Managers and
 * the team's coaches set a status (INJURED with an injury), end it, and follow the injury to the
 * player's return; medical details are shown only to them (`availability.medical`).
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useEndAvailability, usePlayerAvailability, type PlayerAvailability } from '../api/availability.ts';
import { AvailabilityBadge, InjuryBadge } from './AvailabilityBadge.tsx';
import { History } from './History.tsx';
import { Injuries, injuryLabel } from './Injuries.tsx';
import { InjuryDialog } from './InjuryDialog.tsx';
import { CorrectDialog } from './CorrectDialog.tsx';
import { StatusDialog } from './StatusDialog.tsx';

type Injury = PlayerAvailability['injuries'][number];
type Dialog =
  | { readonly kind: 'status' }
  | { readonly kind: 'correct' }
  | { readonly kind: 'injury'; readonly injury: Injury };

export default function PlayerAvailabilityScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const query = usePlayerAvailability(playerId);
  const end = useEndAvailability();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const data = query.data;
  const { player, current, injury, date: today } = data;
  const clubId = principal.staff?.clubId;
  const manage =
    clubId !== undefined &&
    !player.archived &&
    can(principal, 'availability.manage', { clubId, teamId: player.teamId });
  const name = `${player.firstName} ${player.lastName}`;
  const day = (value: string) => formatDate(locale, value, { timeZone: 'UTC' });
  const restricted = t('availability.restrictedInjury');

  return (
    <div className="stack">
      <PageHeader
        title={t('availability.titleFor', { player: name })}
        text={t('availability.intro')}
        actions={
          manage ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDialog({ kind: 'status' })}
            >
              {t('availability.setStatus')}
            </button>
          ) : undefined
        }
      >
        {manage ? null : <p className="muted">{t('availability.readOnly')}</p>}
      </PageHeader>

      <Card
        title={t('availability.current')}
        actions={
          manage && current !== null ? (
            <div className="actions">
              <button type="button" className="button" onClick={() => setDialog({ kind: 'correct' })}>
                {t('availability.correct')}
              </button>
              {current.status !== 'AVAILABLE' && current.endDate === null ? (
                <button
                  type="button"
                  className="button"
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(
                      { availabilityId: current.id, endDate: today },
                      { onSuccess: () => notifySuccess(t('availability.ended')) },
                    )
                  }
                >
                  {t('availability.endToday')}
                </button>
              ) : null}
            </div>
          ) : undefined
        }
      >
        <div className="availability-now">
          <span className="availability-now__status">
            <AvailabilityBadge status={current?.status ?? 'AVAILABLE'} />
          </span>
          {current === null ? (
            <span className="muted">{t('availability.noEntry')}</span>
          ) : (
            <span>
              {current.endDate === null
                ? t('availability.since', { date: day(current.startDate) })
                : t('availability.between', { from: day(current.startDate), to: day(current.endDate) })}
            </span>
          )}
        </div>
        {current?.note ? <p>{current.note}</p> : null}
        <h3 className="section-title availability-open">{t('availability.openInjury')}</h3>
        {injury === null ? (
          <p className="muted">{t('availability.noOpenInjury')}</p>
        ) : (
          <div className="availability-list__head">
            <strong>{injuryLabel(injury, restricted)}</strong>
            <InjuryBadge status={injury.status} />
            <span className="muted">
              {injury.expectedReturn === null
                ? t('availability.occurred', { date: day(injury.occurredOn) })
                : t('availability.expected', { date: day(injury.expectedReturn) })}
            </span>
          </div>
        )}
        {data.medical ? null : <p className="muted">{t('availability.restricted')}</p>}
      </Card>

      <Card title={t('availability.injuries')}>
        <Injuries
          injuries={data.injuries}
          manage={manage}
          onUpdate={(chosen) => setDialog({ kind: 'injury', injury: chosen })}
        />
      </Card>

      <Card title={t('availability.history')}>
        <History history={data.history} availabilities={data.availabilities} />
      </Card>

      {dialog?.kind === 'status' ? (
        <StatusDialog
          playerId={playerId}
          today={today}
          initialStatus={current?.status === 'AVAILABLE' || current === null ? 'INJURED' : 'AVAILABLE'}
          openInjury={injury === null ? null : { id: injury.id, label: injuryLabel(injury, restricted) }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'correct' && current !== null ? (
        <CorrectDialog entry={current} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'injury' ? (
        <InjuryDialog
          injury={dialog.injury}
          label={injuryLabel(dialog.injury, restricted)}
          today={today}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
