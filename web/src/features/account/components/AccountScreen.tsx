/**
 * The user page (spec §1: a user with no club either creates one or asks a club manager to add
 * them by e-mail). Reached only by a verified user who is not set up yet (routes.ts).
 */
import { can } from '@stride/contracts/permissions';
import { plans } from '@stride/contracts/plans';
import { useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { ClubFields } from '../../../components/ClubFields.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { browserTimeZone, clubNameRules } from '../../../forms/club.ts';
import { focusFirstInvalid, useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { refreshSession, useSession } from '../../../state/session.ts';
import { useCreateClub } from '../api/create-club.ts';

function CreateClubCard() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const notify = useNotifications((state) => state.notify);
  const createClub = useCreateClub();
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm(() => ({ name: '', sport: 'football', timeZone: browserTimeZone() }), {
    name: clubNameRules,
    sport: [required],
    timeZone: [required],
  });

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('account.createClub.title')}
      </h2>
      <p className="card__text">{t('account.createClub.body', { days: plans.TRIAL.days ?? 0 })}</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-busy={createClub.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (createClub.isPending) return;
          if (!form.submit()) {
            focusFirstInvalid(formRef.current);
            return;
          }
          createClub.mutate(
            { name: form.values.name.trim(), sport: form.values.sport, timeZone: form.values.timeZone },
            {
              onSuccess: () => {
                notify({ type: 'positive', message: t('account.createClub.done') });
                // The guards send a manager of a club on from `/` once the session knows the club.
                void refreshSession().then(() => navigate('/'));
              },
            },
          );
        }}
      >
        <ClubFields name={form.text('name')} sport={form.text('sport')} timeZone={form.text('timeZone')} />
        <button type="submit" className="button button--primary form__submit" disabled={createClub.isPending}>
          {t('account.createClub.submit')}
        </button>
      </form>
    </section>
  );
}

function JoinClubCard({ email }: { email: string | null }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const titleId = useId();
  const copy = async () => {
    if (email === null) return;
    try {
      await navigator.clipboard.writeText(email);
      notify({ type: 'positive', message: t('account.join.copied') });
    } catch {
      notify({ type: 'warning', message: t('account.join.copyFailed') });
    }
  };
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('account.join.title')}
      </h2>
      <p className="card__text">{t('account.join.body')}</p>
      {email === null ? null : (
        <div className="copy-line">
          <code className="copy-line__value">{email}</code>
          <button type="button" className="button button--flat" onClick={() => void copy()}>
            <Icon name="copy" />
            {t('account.join.copy')}
          </button>
        </div>
      )}
    </section>
  );
}

export default function AccountScreen() {
  const { t } = useI18n();
  const user = useSession().user;
  const principal = usePrincipal();
  return (
    <div className="stack">
      <header className="page-head">
        <h1 className="page-head__title">
          {user === null ? t('account.welcome') : t('account.welcomeEmail', { email: user.email })}
        </h1>
        <p className="page-head__text">{t('account.intro')}</p>
      </header>
      <div className="columns">
        {can(principal, 'club.create') ? <CreateClubCard /> : null}
        <JoinClubCard email={user?.email ?? null} />
      </div>
    </div>
  );
}
