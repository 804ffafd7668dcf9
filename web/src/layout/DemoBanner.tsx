/**
 * Demo mode (issue 19; spec §7): while the demo flag is on, the API answers as a read-only manager
 * of the generated demo club (query/src/auth/demo.ts), and every screen says so, with the way
 * out. When the platform has no demo club yet (the session has no club), the banner says how an
 * operator makes one: `npm run demo` writes a season of data, which a request should not start.
 */
import { useLocation } from 'wouter';
import { DEMO_COMMAND } from '@stride/contracts/demo';
import { useI18n } from '../i18n/use-i18n.ts';
import { useClientStore } from '../state/client-store.ts';
import { setDemo, useSession } from '../state/session.ts';

export function DemoBanner() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const demo = useClientStore((state) => state.demo && state.authToken !== null);
  const session = useSession();
  if (!demo) return null;
  const missing = session.loaded && session.staff === null;
  return (
    <div className="demo-banner" role="region" aria-label={t('demo.region')}>
      <p className="demo-banner__text">
        <span className="demo-banner__badge">{t('demo.badge')}</span>{' '}
        {missing ? (
          <>
            {t('demo.missing')} <code className="demo-banner__command">{DEMO_COMMAND}</code>
          </>
        ) : (
          t('demo.readOnly', { club: session.staff?.club?.name ?? '' })
        )}
      </p>
      <button
        type="button"
        className="button button--flat demo-banner__leave"
        onClick={() => {
          setDemo(false);
          navigate('/');
        }}
      >
        {t('demo.leave')}
      </button>
    </div>
  );
}
