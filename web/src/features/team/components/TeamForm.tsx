/** The team's name and logo. */
import { TextField } from '../../../components/Field.tsx';
import { SettingsCard } from '../../../components/SettingsCard.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, required, url } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { refreshSession } from '../../../state/session.ts';
import type { TeamDetails } from '../api/fragments.ts';
import { useUpdateTeam } from '../api/team-mutations.ts';

const TEAM_NAME_MAX_LENGTH = 120;
const LOGO_URL_MAX_LENGTH = 2000;

export function TeamForm({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useI18n();
  const update = useUpdateTeam(team.id);
  const form = useForm(
    { name: team.name, logoUrl: team.logoUrl ?? '' },
    { name: [required, maxLength(TEAM_NAME_MAX_LENGTH)], logoUrl: [url, maxLength(LOGO_URL_MAX_LENGTH)] },
  );
  return (
    <SettingsCard
      title={t('team.settings.teamTitle')}
      saveLabel={t('team.settings.save')}
      editable={editable}
      busy={update.isPending}
      validate={() => form.submit()}
      onSave={() => {
        const logo = form.values.logoUrl.trim();
        // The saved team remounts this form (it is keyed by it): the promise still answers.
        update.mutateAsync({ name: form.values.name.trim(), logoUrl: logo === '' ? null : logo }).then(
          () => {
            notifySuccess(t('team.settings.saved'));
            // The session names the teams a coach coaches.
            void refreshSession();
          },
          () => undefined,
        );
      }}
      after={
        team.logoUrl === null ? null : (
          <img
            className="team-logo"
            src={team.logoUrl}
            alt={t('team.settings.logoAlt', { team: team.name })}
          />
        )
      }
    >
      <TextField {...form.text('name')} label={t('team.settings.name')} required autoComplete="off" />
      <TextField
        {...form.text('logoUrl')}
        label={t('team.settings.logoUrl')}
        hint={t('team.settings.logoUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
      />
    </SettingsCard>
  );
}
