/**
 * The team's settings (`team.settings`): its name and logo, and its data ranges (speed in km/h,
 * acceleration in m/s²) with the plan's limit. New events copy the team's ranges; an event's own
 * copy is changed in the event's settings.
 */
import { can } from '@stride/contracts/permissions';
import { useId, useRef } from 'react';
import { TextField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RangesCard, type RangeChange } from '../../../components/RangesCard.tsx';
import { focusFirstInvalid, useForm } from '../../../forms/use-form.ts';
import { maxLength, required, url } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { refreshSession, useSession } from '../../../state/session.ts';
import { useTeam } from '../api/team.ts';
import {
  useCreateTeamRange,
  useDeleteTeamRange,
  useUpdateTeam,
  useUpdateTeamRange,
} from '../api/team-mutations.ts';
import type { TeamDetails } from '../api/fragments.ts';
import { useTeamClubId } from '../hooks/use-team-club-id.ts';

const TEAM_NAME_MAX_LENGTH = 120;
const LOGO_URL_MAX_LENGTH = 2000;

function TeamForm({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const update = useUpdateTeam(team.id);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm(
    { name: team.name, logoUrl: team.logoUrl ?? '' },
    { name: [required, maxLength(TEAM_NAME_MAX_LENGTH)], logoUrl: [url, maxLength(LOGO_URL_MAX_LENGTH)] },
  );
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('team.settings.teamTitle')}
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
          const logo = form.values.logoUrl.trim();
          // The saved team remounts this form (it is keyed by it): the promise still answers.
          update.mutateAsync({ name: form.values.name.trim(), logoUrl: logo === '' ? null : logo }).then(
            () => {
              notify({ type: 'positive', message: t('team.settings.saved') });
              // The session names the teams a coach coaches.
              void refreshSession();
            },
            () => undefined,
          );
        }}
      >
        <fieldset className="form__fieldset" disabled={!editable}>
          <TextField {...form.text('name')} label={t('team.settings.name')} required autoComplete="off" />
          <TextField
            {...form.text('logoUrl')}
            label={t('team.settings.logoUrl')}
            hint={t('team.settings.logoUrlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
          />
        </fieldset>
        {team.logoUrl === null ? null : (
          <img
            className="team-logo"
            src={team.logoUrl}
            alt={t('team.settings.logoAlt', { team: team.name })}
          />
        )}
        {editable ? (
          <button type="submit" className="button button--primary form__submit" disabled={update.isPending}>
            {t('team.settings.save')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

function Ranges({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useI18n();
  const limit = useSession().staff?.club?.subscription.limits.ranges ?? null;
  const create = useCreateTeamRange(team.id);
  const update = useUpdateTeamRange(team.id);
  const remove = useDeleteTeamRange(team.id);
  const save = (change: RangeChange): Promise<unknown> => {
    switch (change.kind) {
      case 'create':
        return create.mutateAsync({ type: change.type, ...change.input });
      case 'update':
        return update.mutateAsync({ id: change.id, type: change.type, ...change.input });
      case 'delete':
        return remove.mutateAsync({ id: change.id });
    }
  };
  return (
    <RangesCard
      title={t('team.settings.rangesTitle')}
      intro={t('team.settings.rangesIntro')}
      ranges={team.ranges}
      limit={limit}
      editable={editable}
      onSave={save}
    />
  );
}

export default function TeamSettingsScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const principal = usePrincipal();
  const clubId = useTeamClubId();
  const team = useTeam(teamId);
  const editable = clubId !== null && can(principal, 'team.update', { clubId, teamId });
  return (
    <div className="stack">
      <PageHeader title={t('team.settings.title')} text={team.data?.name} />
      {team.isPending ? (
        <Loading />
      ) : team.isError || team.data === null ? (
        <LoadError onRetry={() => void team.refetch()} />
      ) : (
        <>
          <TeamForm
            key={`${team.data.name}|${team.data.logoUrl ?? ''}`}
            team={team.data}
            editable={editable}
          />
          <Ranges team={team.data} editable={editable} />
        </>
      )}
    </div>
  );
}
