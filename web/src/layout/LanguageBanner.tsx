/**
 * The language the app fell back to, said in plain sight (issue 16): when nothing is stored and
 * none of the browser's languages is ours, the spec's default (fr-FR) applies — a pt-PT browser
 * lands in French. Until the user chooses, every screen (auth ones too) opens with this banner:
 * the language it shows and the others, each in its own words with its flag, one click away, and
 * a button to keep the current one. Any choice is stored, as the drawer's, and the banner goes.
 */
import { Flag } from '../components/Flag.tsx';
import { Icon } from '../components/Icon.tsx';
import { FLAG_OF, LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locale.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useClientStore } from '../state/client-store.ts';

export function LanguageBanner() {
  const { t, locale } = useI18n();
  const defaulted = useClientStore((state) => state.localeSource === 'default');
  const setLocale = (chosen: Locale) => useClientStore.getState().setLocale(chosen);
  if (!defaulted) return null;
  const current = LOCALE_NAMES[locale];
  return (
    <section className="language-banner" aria-label={t('languageBanner.region')}>
      <p className="language-banner__text">
        <Icon name="globe" />
        <span>{t('languageBanner.text', { language: current })}</span>
      </p>
      <ul className="language-banner__choices">
        {LOCALES.filter((option) => option !== locale).map((option) => (
          <li key={option}>
            <button
              type="button"
              className="button button--flat language-banner__choice"
              lang={option}
              onClick={() => setLocale(option)}
            >
              <Flag country={FLAG_OF[option]} />
              {LOCALE_NAMES[option]}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="button language-banner__keep" onClick={() => setLocale(locale)}>
            {t('languageBanner.keep', { language: current })}
          </button>
        </li>
      </ul>
    </section>
  );
}
