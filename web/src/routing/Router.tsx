/**
 * Renders what `resolveRoute` decides for the current path and session: a redirect (replacing
 * the history entry, so Back does not bounce), or a screen inside the shell. Every route change
 * scrolls to the top and sets the document title.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Loading } from '../components/Loading.tsx';
import { useI18n } from '../i18n/use-i18n.ts';
import { Shell } from '../layout/Shell.tsx';
import { Placeholder } from '../screens/Placeholder.tsx';
import { guardSessionOf, useSession } from '../state/session.ts';
import { pageTitleKey } from './navigation.ts';
import { withLinkToken } from './link-token.ts';
import { needsIdentity, resolveRoute } from './routes.ts';
import type { ScreenProps } from './screen-props.ts';
import { subscriptionExpired } from './subscription-gate.ts';

/** Screens built so far, loaded on demand; every other screen of the table is under construction. */
const screens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  'coach.dashboard': lazy(() => import('../features/coach/components/CoachDashboardScreen.tsx')),
  'event.dashboard': lazy(() => import('../features/event/components/EventOverview.tsx')),
  'event.players': lazy(() => import('../features/event/components/EventPlayersScreen.tsx')),
  'event.settings': lazy(() => import('../features/event/components/EventSettingsScreen.tsx')),
  'event.live': lazy(() => import('../features/event/components/EventLiveScreen.tsx')),
  'event.metrics': lazy(() => import('../features/event/components/EventMetricsScreen.tsx')),
  'event.charts': lazy(() => import('../features/event/components/EventChartsScreen.tsx')),
  'event.intervals': lazy(() => import('../features/event/intervals/IntervalsScreen.tsx')),
  'event.export': lazy(() => import('../features/event/export/EventExportScreen.tsx')),
  'event.import': lazy(() => import('../features/event/components/EventImportScreen.tsx')),
  'event.rpe': lazy(() => import('../features/rpe/components/SessionRpeScreen.tsx')),
  'event.replay': lazy(() => import('../features/event/components/EventReplayScreen.tsx')),
  'event.what-if': lazy(() => import('../features/what-if/components/EventWhatIfScreen.tsx')),
  'team.what-if': lazy(() => import('../features/what-if/components/TeamWhatIfScreen.tsx')),
  'team.upload': lazy(() => import('../features/team/components/TeamUploadScreen.tsx')),
  'team.analyses': lazy(() => import('../features/team/components/TeamAnalysesScreen.tsx')),
  'player.metrics': lazy(() => import('../features/player/components/PlayerMetricsScreen.tsx')),
  'player.overview': lazy(() => import('../features/player/components/PlayerOverviewScreen.tsx')),
  'player.selections': lazy(() => import('../features/player/components/PlayerSelectionsScreen.tsx')),
  'player.analyses': lazy(() => import('../features/player/components/PlayerAnalysesScreen.tsx')),
  'player.compare': lazy(() => import('../features/player/components/PlayerCompareScreen.tsx')),
  'player.availability': lazy(
    () => import('../features/availability/components/PlayerAvailabilityScreen.tsx'),
  ),
  'team.events': lazy(() => import('../features/team/components/TeamEventsScreen.tsx')),
  'team.settings': lazy(() => import('../features/team/components/TeamSettingsScreen.tsx')),
  'auth.login': lazy(() => import('../features/auth/components/LoginScreen.tsx')),
  'auth.register': lazy(() => import('../features/auth/components/RegisterScreen.tsx')),
  'auth.reset-password': lazy(() => import('../features/auth/components/ResetPasswordScreen.tsx')),
  'auth.new-password': lazy(() => import('../features/auth/components/NewPasswordScreen.tsx')),
  'verifyEmail.verify': lazy(() => import('../features/auth/components/VerifyEmailScreen.tsx')),
  'user.account': lazy(() => import('../features/account/components/AccountScreen.tsx')),
  'user.verification': lazy(() => import('../features/account/components/VerificationScreen.tsx')),
  'club.members': lazy(() => import('../features/club/components/MembersScreen.tsx')),
  'club.teams': lazy(() => import('../features/club/components/TeamsScreen.tsx')),
  'club.players': lazy(() => import('../features/club/components/PlayersScreen.tsx')),
  'club.devices': lazy(() => import('../features/club/components/DevicesScreen.tsx')),
  'club.settings': lazy(() => import('../features/club/components/SettingsScreen.tsx')),
  'admin.users': lazy(() => import('../features/admin/components/UsersScreen.tsx')),
  'admin.clubs': lazy(() => import('../features/admin/components/ClubsScreen.tsx')),
  'admin.audit': lazy(() => import('../features/admin/components/AuditScreen.tsx')),
  'admin.operations': lazy(() => import('../features/admin/operations/OperationsScreen.tsx')),
};

/** The time, moving on every minute: a subscription's end passes while the app is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Router() {
  const [address] = useLocation();
  // An e-mail link's token is in the fragment (link-token.ts): routed as if in the path.
  const location = withLinkToken(address, window.location.hash);
  const { t } = useI18n();
  const session = useSession();
  const resolution = resolveRoute(location, guardSessionOf(session));
  const now = useMinuteClock();
  const expired =
    resolution.kind === 'screen' && subscriptionExpired(session, resolution.area, new Date(now));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  const title =
    resolution.kind === 'screen'
      ? expired
        ? t('subscriptionExpired.title')
        : resolution.screen === 'notFound'
          ? t('notFound.title')
          : t(pageTitleKey(resolution.screen))
      : null;
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  // The guards need to know who the user is before they decide.
  if (!session.loaded && needsIdentity(location)) {
    return (
      <Shell area={null} screen={null} params={{}}>
        <Loading />
      </Shell>
    );
  }
  // Keyed by the path: wouter's Redirect navigates once when mounted, and a chain of redirects
  // (/x → / → /auth/login) must not reuse the first one's instance.
  if (resolution.kind === 'redirect') return <Redirect key={location} to={resolution.to} replace />;
  if (expired) {
    return (
      <Shell area={null} screen={null} params={{}}>
        <Placeholder kind="subscriptionExpired" />
      </Shell>
    );
  }
  const Screen = screens[resolution.screen];
  return (
    <Shell area={resolution.area} screen={resolution.screen} params={resolution.params}>
      {resolution.screen === 'notFound' ? (
        <Placeholder kind="notFound" />
      ) : Screen === undefined ? (
        <Placeholder kind="underConstruction" />
      ) : (
        <Suspense fallback={<Loading />}>
          <Screen params={resolution.params} />
        </Suspense>
      )}
    </Shell>
  );
}
