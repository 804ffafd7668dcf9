/** The club's name, sport and time zone, for a manager to change. */
import { can } from '@stride/contracts/permissions';
import { ClubFields } from '../../../components/ClubFields.tsx';
import { SettingsCard } from '../../../components/SettingsCard.tsx';
import { clubNameRules } from '../../../forms/club.ts';
import { useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import type { ClubDetails } from '../api/fragments.ts';
import { useUpdateClub } from '../api/update-club.ts';

export function ClubSettingsForm({ club }: { club: ClubDetails }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const update = useUpdateClub(club.id);
  const form = useForm(
    { name: club.name, sport: club.sport, timeZone: club.timeZone },
    { name: clubNameRules, sport: [required], timeZone: [required] },
  );
  return (
    <SettingsCard
      title={t('club.settings.clubTitle')}
      saveLabel={t('club.settings.save')}
      editable={can(principal, 'club.update', { clubId: club.id })}
      busy={update.isPending}
      validate={() => form.submit()}
      onSave={() =>
        update.mutate(
          { name: form.values.name.trim(), sport: form.values.sport, timeZone: form.values.timeZone },
          { onSuccess: () => notifySuccess(t('club.settings.saved')) },
        )
      }
    >
      <ClubFields name={form.text('name')} sport={form.text('sport')} timeZone={form.text('timeZone')} />
    </SettingsCard>
  );
}
