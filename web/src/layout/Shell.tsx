/**
 * The frame around every screen: the header bar (brand, where the page is: the club and the
 * team, or the area's title outside a club; menu), the impersonation banner while an admin acts
 * as someone else, the demo banner in demo mode, the area's section navigation (a side column above 1023 px, scrolling tabs
 * below), the main content (wide for lists and tables, a column for forms: `pageWidth`), the
 * drawer and the notifications (in the header bar: they never cover the page's buttons).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '../components/Icon.tsx';
import { useI18n } from '../i18n/use-i18n.ts';
import { Notifications } from '../notifications/Notifications.tsx';
import { pageWidth, sectionLinks } from '../routing/navigation.ts';
import type { AreaName, Params } from '../routing/routes.ts';
import { DemoBanner } from './DemoBanner.tsx';
import { Drawer } from './Drawer.tsx';
import { HeaderPlace } from './HeaderPlace.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { LanguageBanner } from './LanguageBanner.tsx';

export interface ShellProps {
  readonly area: AreaName | null;
  readonly screen: string | null;
  readonly params: Params;
  readonly children: ReactNode;
}

export function Shell({ area, screen, params, children }: ShellProps) {
  const { t } = useI18n();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const links = area === null ? [] : sectionLinks(area, params);
  return (
    <div className={links.length > 0 ? 'shell shell--with-nav' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="header">
        <Link href="/" className="header__brand" aria-label={`${t('app.name')} – ${t('nav.home')}`}>
          <svg className="header__logo" viewBox="0 0 32 32" width={28} height={28} aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="var(--c-secondary)" />
            <path
              d="M6 17h4l3-8 4 13 3-9h6"
              stroke="#fff"
              strokeWidth="2.4"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="header__name">{t('app.name')}</span>
        </Link>
        <HeaderPlace area={area} params={params} />
        <span className="header__spacer" />
        <button
          type="button"
          className="icon-button icon-button--on-primary"
          aria-label={t('app.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" />
        </button>
      </header>
      <div className="banners">
        <ImpersonationBanner />
        <DemoBanner />
      </div>
      {links.length > 0 ? (
        <nav className="section-nav" aria-label={t('app.sectionNavigation')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={
                    link.screen === screen
                      ? 'section-nav__link section-nav__link--active'
                      : 'section-nav__link'
                  }
                  aria-current={link.screen === screen ? 'page' : undefined}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="main" className={`main main--${pageWidth(area, screen)}`} tabIndex={-1}>
        <LanguageBanner />
        {children}
      </main>
      <Drawer open={drawerOpen} onClose={closeDrawer} />
      <Notifications />
    </div>
  );
}
