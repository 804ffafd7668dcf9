/**
 * The tag editor (issue 19): the list as chips (each removable), a field adding one (Enter or the
 * Add button; the browser completes from `suggestions`), and the suggestions not used yet as
 * buttons: the team's tags and, for a period, the club's drills. Saved whole. The rules are the
 * API's (`contracts/src/event-tags.ts`): checked here first, so the person sees why at once.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { checkTags, MAX_TAGS, normalizeTag, tagKey, TAG_MAX_LENGTH } from '@stride/contracts/event-tags';
import { TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import type { Message } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { TagChips } from './TagChips.tsx';

/** Suggestions shown as buttons; the field completes from all of them. */
const SHOWN_SUGGESTIONS = 12;

export function TagEditorDialog({
  title,
  tags: initial,
  suggestions,
  pending,
  onSave,
  onClose,
}: {
  title: string;
  tags: readonly string[];
  suggestions: readonly string[];
  pending: boolean;
  onSave: (tags: readonly string[], options: { onSuccess: (answer: unknown) => void }) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const [tags, setTags] = useState<readonly string[]>(initial);
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<readonly Message[]>([]);

  const used = new Set(tags.map(tagKey));
  const open = suggestions.filter((s) => !used.has(tagKey(s)));

  /** Add `value` to the list; false (with the reason shown) when it cannot be. */
  const add = (value: string): boolean => {
    const tag = normalizeTag(value);
    if (tag === '') return false;
    const checked = checkTags([...tags, tag]);
    if ('problem' in checked) {
      setMessages([
        checked.problem.reason === 'tooMany'
          ? { key: 'eventTags.tooMany', params: { max: MAX_TAGS } }
          : { key: 'eventTags.tooLong', params: { max: TAG_MAX_LENGTH } },
      ]);
      return false;
    }
    setTags(checked.tags);
    setMessages([]);
    return true;
  };
  const addTyped = () => {
    if (add(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag rather than saving the dialog; Enter on an empty field saves.
    if (event.key === 'Enter' && text.trim() !== '') {
      event.preventDefault();
      addTyped();
    }
  };

  return (
    <FormDialog
      title={title}
      submitLabel={t('common.save')}
      pending={pending}
      onCancel={onClose}
      validate={() => text.trim() === '' || add(text)}
      onSubmit={() => {
        const typed = normalizeTag(text);
        const final = typed === '' ? tags : (checkTags([...tags, typed]) as { tags: string[] }).tags;
        onSave(final, closeOnSuccess(onClose, t('eventTags.saved')));
      }}
    >
      <TagChips
        tags={tags}
        label={t('eventTags.title')}
        onRemove={(tag) => setTags(tags.filter((other) => other !== tag))}
      />
      {tags.length === 0 ? <p className="muted">{t('eventTags.none')}</p> : null}
      <div className="tag-editor__add">
        <TextField
          label={t('eventTags.input')}
          hint={t('eventTags.inputHint')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setMessages([]);
          }}
          onKeyDown={onKeyDown}
          messages={messages}
          maxLength={TAG_MAX_LENGTH + 10}
          list={listId}
          autoComplete="off"
        />
        <button
          type="button"
          className="button button--flat"
          disabled={text.trim() === ''}
          onClick={addTyped}
        >
          {t('eventTags.add')}
        </button>
      </div>
      <datalist id={listId}>
        {open.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {open.length === 0 ? null : (
        <div className="tag-editor__suggestions">
          <p className="field__label">{t('eventTags.suggestions')}</p>
          <ul className="tags">
            {open.slice(0, SHOWN_SUGGESTIONS).map((s) => (
              <li key={s}>
                <button type="button" className="tag tag-editor__suggestion" onClick={() => add(s)}>
                  + {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
