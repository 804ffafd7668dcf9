/** The indeterminate bar shown while a screen or a list loads. */
import { useI18n } from '../i18n/use-i18n.ts';

export function Loading() {
  const { t } = useI18n();
  return (
    <div className="loading" role="progressbar" aria-label={t('app.loading')}>
      <span className="loading__bar" />
    </div>
  );
}
