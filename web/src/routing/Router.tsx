/**
 * Renders what `resolveRoute` decides for the current path and session: a redirect (replacing
 * the history entry, so Back does not bounce), or a screen inside the shell. Every route change
 * scrolls to the top and sets the document title.
 */
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useI18n } from '../i18n/use-i18n.ts';
import { Shell } from '../layout/Shell.tsx';
import { NotFound, UnderConstruction } from '../screens/Placeholder.tsx';
import { guardSessionOf, useClientStore } from '../state/client-store.ts';
import { pageTitleKey } from './navigation.ts';
import { needsIdentity, resolveRoute, type Params } from './routes.ts';

export interface ScreenProps {
  readonly params: Params;
}

/** Screens built so far, loaded on demand; every other screen of the table is under construction. */
const screens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  'event.dashboard': lazy(() => import('../screens/EventOverview.tsx')),
};

function Loading() {
  const { t } = useI18n();
  return (
    <div className="loading" role="progressbar" aria-label={t('app.loading')}>
      <span className="loading__bar" />
    </div>
  );
}

export function Router() {
  const [location] = useLocation();
  const { t } = useI18n();
  const session = useClientStore((state) => state);
  const resolution = resolveRoute(location, guardSessionOf(session));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  const title =
    resolution.kind === 'screen'
      ? resolution.screen === 'notFound'
        ? t('notFound.title')
        : t(pageTitleKey(resolution.screen))
      : null;
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  // The guards need to know who the user is before they decide.
  if (session.authToken !== null && !session.sessionLoaded && needsIdentity(location)) {
    return (
      <Shell area={null} screen={null} params={{}}>
        <Loading />
      </Shell>
    );
  }
  // Keyed by the path: wouter's Redirect navigates once when mounted, and a chain of redirects
  // (/x → / → /auth/login) must not reuse the first one's instance.
  if (resolution.kind === 'redirect') return <Redirect key={location} to={resolution.to} replace />;
  const Screen = screens[resolution.screen];
  return (
    <Shell area={resolution.area} screen={resolution.screen} params={resolution.params}>
      {resolution.screen === 'notFound' ? (
        <NotFound />
      ) : Screen === undefined ? (
        <UnderConstruction />
      ) : (
        <Suspense fallback={<Loading />}>
          <Screen params={resolution.params} />
        </Suspense>
      )}
    </Shell>
  );
}
