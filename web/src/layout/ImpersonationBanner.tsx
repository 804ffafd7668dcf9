/**
 * While an admin acts as another user (spec §6: the impersonation token sits beside the auth
 * token), every screen says so and offers the way back. The session lookups answer as the
 * impersonated user, so their e-mail is the user's.
 */
import { useLocation } from 'wouter';
import { useI18n } from '../i18n/use-i18n.ts';
import { useClientStore } from '../state/client-store.ts';
import { actAs, useSession } from '../state/session.ts';

export function ImpersonationBanner() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const impersonating = useClientStore((state) => state.impersonationToken !== null);
  const email = useSession().user?.email ?? null;
  if (!impersonating) return null;
  return (
    <div className="impersonation" role="region" aria-label={t('impersonation.region')}>
      <p className="impersonation__text">
        {email === null ? t('impersonation.actingAsSomeone') : t('impersonation.actingAs', { email })}
      </p>
      <button
        type="button"
        className="button button--flat impersonation__stop"
        onClick={() => {
          // Everything cached belongs to the impersonated user.
          actAs(null);
          navigate('/');
        }}
      >
        {t('impersonation.stop')}
      </button>
    </div>
  );
}
