/**
 * The language in reach where the drawer is not (issue 16): a compact select of the six languages,
 * each named in its own words, on the auth card. Choosing one stores it, as the drawer does.
 */
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locale.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useClientStore } from '../state/client-store.ts';
import { Icon } from './Icon.tsx';

export function LanguagePicker() {
  const { t, locale } = useI18n();
  const setLocale = (chosen: Locale) => useClientStore.getState().setLocale(chosen);
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="language-picker__label">
        <Icon name="globe" size={18} />
        <span>{t('drawer.language')}</span>
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) setLocale(chosen);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
