/**
 * A list that could not be loaded: says so and offers to try again. The reason itself was already
 * shown as a notification (services.ts).
 */
import { useI18n } from '../i18n/use-i18n.ts';

export function LoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="card card--empty" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button button--flat" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
