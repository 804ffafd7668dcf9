/** The entity as it was at an instant, under a banner that says so, with the way back to now. */
import { Loaded } from '../../../components/Loaded.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { useEntityAsOf, type HistoryEntityType } from '../api/history.ts';
import { eventTypeLabel, fieldPathLabel } from '../../../i18n/event-labels.ts';
import { valueText } from '../history-format.ts';
import { When, Who } from './HistoryList.tsx';

export function AsOfView({
  entityType,
  entityId,
  at,
  onBack,
}: {
  readonly entityType: HistoryEntityType;
  readonly entityId: string;
  readonly at: string;
  readonly onBack: () => void;
}) {
  const { t, locale } = useI18n();
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  const state = useEntityAsOf(entityType, entityId, at);
  return (
    <section className="history__as-of" aria-label={t('history.asOfRegion')}>
      <div className="history-banner" role="status">
        <p className="history-banner__text">
          {t('history.viewingAsOf', { at: `${formatDate(locale, at)} ${formatTime(locale, at)}` })}
        </p>
        <button type="button" className="button button--flat history-banner__back" onClick={onBack}>
          {t('history.backToNow')}
        </button>
      </div>
      <Loaded query={state}>
        {(asOf) =>
          !asOf.exists ? (
            <p className="muted">{t('history.notYet')}</p>
          ) : (
            <>
              {asOf.lastChange === null ? null : (
                <p className="muted">
                  {t('history.lastChange', { type: eventTypeLabel(locale, asOf.lastChange.eventType) })}{' '}
                  <When at={asOf.lastChange.occurredAt} /> · <Who entry={asOf.lastChange} />
                </p>
              )}
              <dl className="history__fields">
                {asOf.fields.map((field) => (
                  <div key={field.path} className="history__field">
                    <dt title={field.path}>{fieldPathLabel(locale, field.path)}</dt>
                    <dd>{valueText(field.value, yesNo)}</dd>
                  </div>
                ))}
              </dl>
            </>
          )
        }
      </Loaded>
    </section>
  );
}
