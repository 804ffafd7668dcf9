/** The entries of an entity's history, newest first, with "Load older" for the next page. */
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { Loaded } from '../../../components/Loaded.tsx';
import { useEntityHistory, type HistoryEntityType, type HistoryEntry } from '../api/history.ts';
import { eventTypeLabel, fieldPathLabel } from '../../../i18n/event-labels.ts';
import { valueText } from '../history-format.ts';

export function HistoryList({
  entityType,
  entityId,
  onViewAsOf,
}: {
  readonly entityType: HistoryEntityType;
  readonly entityId: string;
  readonly onViewAsOf: (iso: string) => void;
}) {
  const { t } = useI18n();
  const history = useEntityHistory(entityType, entityId);
  return (
    <Loaded query={history}>
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries);
        const total = data.pages[0]?.total ?? 0;
        return (
          <section className="history__entries" aria-label={t('history.changes')}>
            <p className="muted">{t('history.count', { shown: entries.length, total })}</p>
            {entries.length === 0 ? <p className="card--empty">{t('history.empty')}</p> : null}
            <ol className="history__list">
              {entries.map((entry) => (
                <HistoryItem key={entry.id} entry={entry} onViewAsOf={onViewAsOf} />
              ))}
            </ol>
            {history.hasNextPage ? (
              <button
                type="button"
                className="button button--flat"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('history.older')}
              </button>
            ) : null}
          </section>
        );
      }}
    </Loaded>
  );
}

export function When({ at }: { readonly at: string }) {
  const { locale } = useI18n();
  return (
    <time dateTime={at}>
      {formatDate(locale, at)} {formatTime(locale, at)}
    </time>
  );
}

/** Who did it: the user's e-mail (or id), and the admin who acted for them. */
export function Who({ entry }: { readonly entry: HistoryEntry }) {
  const { t } = useI18n();
  const actor = entry.actor === null ? t('history.system') : (entry.actor.email ?? entry.actor.id);
  return (
    <span className="history__who">
      {actor}
      {entry.impersonator === null ? null : (
        <span className="history__admin">
          {' '}
          {t('history.asAdmin', { admin: entry.impersonator.email ?? entry.impersonator.id })}
        </span>
      )}
    </span>
  );
}

function HistoryItem({
  entry,
  onViewAsOf,
}: {
  readonly entry: HistoryEntry;
  readonly onViewAsOf: (iso: string) => void;
}) {
  const { t, locale } = useI18n();
  const yesNo = { yes: t('common.yes'), no: t('common.no') };
  // The command's name mostly repeats the event's ("UpdateTeam" for "Team changed"): only the
  // tooltip keeps it, with the stored type, which also shows small for admins and analysts.
  const tooltip =
    entry.commandType === null
      ? t('eventLabels.recordedAs', { type: entry.eventType })
      : `${t('eventLabels.recordedAs', { type: entry.eventType })} · ${t('history.command', { command: entry.commandType })}`;
  return (
    <li className="history__item">
      <div className="history__head">
        <div className="history__meta">
          <strong className="history__type" title={tooltip}>
            {eventTypeLabel(locale, entry.eventType)}
          </strong>
          <span className="muted">
            <When at={entry.occurredAt} /> · <Who entry={entry} />
          </span>
          <code className="history__raw" title={tooltip}>
            {entry.eventType}
          </code>
          {entry.upcast ? (
            <span className="muted history__command">
              {t('history.upcast', { version: entry.schemaVersion })}
            </span>
          ) : null}
        </div>
        <button type="button" className="button button--flat" onClick={() => onViewAsOf(entry.occurredAt)}>
          {t('history.viewAfter')}
        </button>
      </div>
      {entry.changes.length === 0 ? (
        <p className="muted history__none">{t('history.noFieldChanged')}</p>
      ) : (
        <ul className="history__changes">
          {entry.changes.map((change) => (
            <li key={change.path} className="history__change">
              <span className="history__path" title={change.path}>
                {fieldPathLabel(locale, change.path)}
              </span>
              <span className="history__values">
                <span className="history__before">{valueText(change.before, yesNo)}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">{t('history.to')}</span>
                <span className="history__after">{valueText(change.after, yesNo)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
