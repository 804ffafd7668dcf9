/**
 * The side drawer (spec §2): 250 px on the right with the app version, the language selector, the
 * theme switch, and — with a user — the demo toggle, logout and logout on every device (both
 * confirmed). The demo toggle and logout reset the client data store (react-query's cache).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Flag } from '../components/Flag.tsx';
import { Icon } from '../components/Icon.tsx';
import { FLAG_OF, LOCALE_NAMES, LOCALES } from '../i18n/locale.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { reportError } from '../services.ts';
import { logOut, logOutEverywhere, setDemo, useSession } from '../state/session.ts';
import { useClientStore } from '../state/client-store.ts';

declare const __APP_VERSION__: string;

export function Drawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const store = useClientStore();
  const { user } = useSession();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const loggedIn = store.authToken !== null;

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !confirmLogout && !confirmEverywhere) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose, confirmLogout, confirmEverywhere]);

  return (
    <>
      <div className={open ? 'drawer-backdrop drawer-backdrop--open' : 'drawer-backdrop'} onClick={onClose} />
      <aside
        ref={panel}
        className={open ? 'drawer drawer--open' : 'drawer'}
        aria-label={t('drawer.title')}
        aria-hidden={!open}
        inert={!open}
      >
        <div className="drawer__head">
          <h2 className="drawer__title">{t('drawer.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('app.closeMenu')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>

        {loggedIn ? (
          <button
            type="button"
            className="drawer__user"
            onClick={() => {
              if (user?.admin) {
                navigate('/admin');
                onClose();
              }
            }}
            disabled={!user?.admin}
            title={user?.admin ? t('drawer.administration') : undefined}
          >
            <Icon name="user" />
            <span>{user ? t('drawer.signedInAs', { email: user.email }) : t('drawer.signedIn')}</span>
          </button>
        ) : null}

        <fieldset className="drawer__section">
          <legend>{t('drawer.language')}</legend>
          {LOCALES.map((option) => (
            <label key={option} className={option === locale ? 'locale locale--active' : 'locale'}>
              <input
                type="radio"
                name="locale"
                value={option}
                checked={option === locale}
                onChange={() => store.setLocale(option)}
              />
              <Flag country={FLAG_OF[option]} />
              <span lang={option}>{LOCALE_NAMES[option]}</span>
            </label>
          ))}
        </fieldset>

        <div className="drawer__section">
          <h3 className="drawer__label">{t('drawer.theme')}</h3>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={store.theme === 'dark'}
              onChange={(event) => store.setTheme(event.target.checked ? 'dark' : 'light')}
            />
            <span className="switch__track" aria-hidden="true" />
            <span>{t('drawer.darkTheme')}</span>
          </label>
          {loggedIn ? (
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={store.demo}
                onChange={(event) => {
                  // The demo club, or the user's own, from its home: the page open was the other's.
                  setDemo(event.target.checked);
                  navigate('/');
                  onClose();
                }}
              />
              <span className="switch__track" aria-hidden="true" />
              <span>{t('drawer.demo')}</span>
            </label>
          ) : null}
        </div>

        {loggedIn ? (
          <button
            type="button"
            className="button button--flat drawer__logout"
            onClick={() => setConfirmLogout(true)}
          >
            <Icon name="logout" />
            {t('drawer.logout')}
          </button>
        ) : null}
        {loggedIn ? (
          <button
            type="button"
            className="button button--flat drawer__logout"
            onClick={() => setConfirmEverywhere(true)}
          >
            <Icon name="logout" />
            {t('drawer.logoutEverywhere')}
          </button>
        ) : null}

        <p className="drawer__version">{t('drawer.version', { version: __APP_VERSION__ })}</p>
      </aside>
      <ConfirmDialog
        open={confirmLogout}
        title={t('logout.title')}
        question={t('logout.question')}
        cancelLabel={t('logout.cancel')}
        confirmLabel={t('logout.confirm')}
        danger
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          logOut();
          onClose();
          navigate('/auth/login');
        }}
      />
      <ConfirmDialog
        open={confirmEverywhere}
        title={t('logoutEverywhere.title')}
        question={t('logoutEverywhere.question')}
        cancelLabel={t('logout.cancel')}
        confirmLabel={t('logoutEverywhere.confirm')}
        danger
        onCancel={() => setConfirmEverywhere(false)}
        onConfirm={() => {
          setConfirmEverywhere(false);
          onClose();
          logOutEverywhere().then(
            () => navigate('/auth/login'),
            (error: unknown) => {
              reportError(error);
              navigate('/auth/login');
            },
          );
        }}
      />
    </>
  );
}
