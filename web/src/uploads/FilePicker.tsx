/**
 * Choose one file or several and send them: the files chosen, then, once sent, each file's own
 * line in the queue below the form (FileQueue: waiting its turn, going up, then its job's state).
 * What the server does with a file next is its job's (JobList).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatBytes } from '../i18n/format.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { FileQueue } from './FileQueue.tsx';
import { clearDone } from './queue.ts';

export interface FilePickerProps {
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
  /** Several files may be chosen at once. */
  readonly multiple?: boolean;
  /** Sending is not possible yet (a field before the file is missing); choosing a file is. */
  readonly disabled?: boolean;
  /** Fields of the form before the file (device, period…). */
  readonly children?: ReactNode;
  /** Fields the chosen files call for, after the file (the start of a Kinexon file). */
  readonly after?: ReactNode;
  /** The upload queue's group the form's files go to (one per form of a page). */
  readonly group: string;
  readonly teamId: string;
  /** Told the files chosen (to look inside them: times relative to the start?). */
  readonly onChoose?: (files: readonly File[]) => void;
  /** Checks the form's fields when it is sent; false keeps the files chosen. */
  readonly validate?: () => boolean;
  /** Queue the files (use-send-file.ts). */
  readonly send: (files: readonly File[]) => void;
}

export function FilePicker({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  children,
  after,
  group,
  teamId,
  onChoose,
  validate,
  send,
}: FilePickerProps) {
  const { t, tn, locale } = useI18n();
  const id = useId();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [chosenKey, setChosenKey] = useState(0);
  // Lines of files done with go when the form does; files still waiting or going up stay queued.
  useEffect(() => () => clearDone(group), [group]);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (files.length === 0 || disabled || (validate !== undefined && !validate())) return;
        send(files);
        setFiles([]);
        onChoose?.([]);
        // A new choice after sent files: the input is emptied by its key.
        setChosenKey((key) => key + 1);
      }}
    >
      {children}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__input"
          type="file"
          accept={accept}
          multiple={multiple}
          key={chosenKey}
          onChange={(changed) => {
            const chosen = [...(changed.currentTarget.files ?? [])];
            setFiles(chosen);
            onChoose?.(chosen);
          }}
        />
        <p className="field__hint">{hint}</p>
      </div>
      {after}
      {files.length === 0 ? null : (
        <ul className="muted file-picker__chosen" aria-label={tn('uploads.chosenCount', files.length)}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {t('uploads.chosenFile', { name: file.name, size: formatBytes(locale, file.size) })}
            </li>
          ))}
        </ul>
      )}
      <div className="form__submit">
        <button type="submit" className="button button--primary" disabled={files.length === 0 || disabled}>
          {files.length > 1 ? tn('uploads.sendMany', files.length) : t('uploads.send')}
        </button>
      </div>
      <FileQueue group={group} teamId={teamId} />
    </form>
  );
}
