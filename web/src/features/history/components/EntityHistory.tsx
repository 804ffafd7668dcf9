/**
 * The History panel of an entity's page (issue 20, items 3 and 4; docs/history.md): every stored
 * change of the entity, newest first (when, who, "as admin X" when an admin acted for them, the
 * command, and each field before → after), and "View as of": the entity's fields as they were
 * at a chosen instant, under a banner that says so, with a way back to now. Closed at first, so a
 * page reads no history until asked. Shown only to those who may read it (`history.club`,
 * `history.team`): the page passes `allowed`.
 */
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { HistoryEntityType } from '../api/history.ts';
import { fromLocalInput, toLocalInput } from '../history-format.ts';
import { AsOfView } from './AsOfView.tsx';
import { HistoryList } from './HistoryList.tsx';
import '../history.css';

export interface EntityHistoryProps {
  readonly entityType: HistoryEntityType;
  readonly entityId: string;
  /** The caller may read this entity's history; nothing is shown otherwise. */
  readonly allowed: boolean;
  /** The card's title. @default "History" */
  readonly title?: string;
  /** Open at first (when the person asked for it, e.g. a row's "History"). @default false */
  readonly initiallyOpen?: boolean;
}

export function EntityHistory({
  entityType,
  entityId,
  allowed,
  title,
  initiallyOpen = false,
}: EntityHistoryProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState('');
  const [asOf, setAsOf] = useState<string | null>(null);
  if (!allowed || entityId === '') return null;

  const viewAt = (iso: string) => {
    setAsOf(iso);
    setDraft(toLocalInput(new Date(iso)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = fromLocalInput(draft);
    if (iso !== null) setAsOf(iso);
  };

  return (
    <Card
      title={title ?? t('history.title')}
      intro={open ? t('history.intro') : undefined}
      actions={
        <button
          type="button"
          className="button button--flat"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('history.hide') : t('history.show')}
        </button>
      }
    >
      {open ? (
        <div className="history">
          <form className="history__picker" onSubmit={submit}>
            <label className="field history__picker-field">
              <span className="field__label">{t('history.asOfLabel')}</span>
              <input
                className="field__input"
                type="datetime-local"
                step={1}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            </label>
            <button
              type="submit"
              className="button button--primary"
              disabled={fromLocalInput(draft) === null}
            >
              {t('history.view')}
            </button>
          </form>
          {asOf === null ? null : (
            <AsOfView
              entityType={entityType}
              entityId={entityId}
              at={asOf}
              onBack={() => {
                setAsOf(null);
                setDraft('');
              }}
            />
          )}
          <HistoryList entityType={entityType} entityId={entityId} onViewAsOf={viewAt} />
        </div>
      ) : null}
    </Card>
  );
}
