/** Create your club: name, sport and time zone; the creator becomes its manager. */
import { plans } from '@stride/contracts/plans';
import { useLocation } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { ClubFields } from '../../../components/ClubFields.tsx';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { browserTimeZone, clubNameRules } from '../../../forms/club.ts';
import { useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { refreshSession } from '../../../state/session.ts';
import { useCreateClub } from '../api/create-club.ts';

export function CreateClubCard() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const createClub = useCreateClub();
  const form = useForm(() => ({ name: '', sport: 'football', timeZone: browserTimeZone() }), {
    name: clubNameRules,
    sport: [required],
    timeZone: [required],
  });

  return (
    <Card
      title={t('account.createClub.title')}
      intro={t('account.createClub.body', { days: plans.TRIAL.days ?? 0 })}
    >
      <SubmitForm
        submitLabel={t('account.createClub.submit')}
        pending={createClub.isPending}
        validate={() => form.submit()}
        onSubmit={() =>
          createClub.mutate(
            { name: form.values.name.trim(), sport: form.values.sport, timeZone: form.values.timeZone },
            {
              onSuccess: () => {
                notifySuccess(t('account.createClub.done'));
                // The guards send a manager of a club on from `/` once the session knows the club.
                void refreshSession().then(() => navigate('/'));
              },
            },
          )
        }
      >
        <ClubFields name={form.text('name')} sport={form.text('sport')} timeZone={form.text('timeZone')} />
      </SubmitForm>
    </Card>
  );
}
