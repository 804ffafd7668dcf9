/**
 * Choose a file and send it: the file's name and size, and a bar while it goes up. What the
 * server does with it next is the job's (JobList).
 */
import { useId, useState, type ReactNode } from 'react';
import { formatBytes } from '../i18n/format.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { ProgressBar } from './ProgressBar.tsx';
import type { SendProgress } from './upload.ts';

export interface FilePickerProps {
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
  /** Sending is not possible yet (a field before the file is missing); choosing a file is. */
  readonly disabled?: boolean;
  /** Fields of the form before the file (device, period…). */
  readonly children?: ReactNode;
  /** Send the file, reporting progress; resolves once the server took it. */
  readonly send: (file: File, onProgress: (progress: SendProgress) => void) => Promise<void>;
}

export function FilePicker({ label, hint, accept, disabled = false, children, send }: FilePickerProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<SendProgress | null>(null);
  const busy = sent !== null;
  return (
    <form
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (file === null || busy || disabled) return;
        setSent({ loaded: 0, total: file.size });
        send(file, setSent)
          .then(() => setFile(null))
          .catch(() => undefined)
          .finally(() => setSent(null));
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
          disabled={busy}
          // A new choice after a sent file: the input is emptied by its key.
          key={file === null ? 'empty' : 'chosen'}
          onChange={(changed) => setFile(changed.currentTarget.files?.[0] ?? null)}
        />
        <p className="field__hint">{hint}</p>
      </div>
      {file === null ? null : (
        <p className="muted">
          {t('uploads.chosenFile', { name: file.name, size: formatBytes(locale, file.size) })}
        </p>
      )}
      {sent === null ? null : (
        <ProgressBar label={t('uploads.sending')} share={sent.loaded / Math.max(1, sent.total)} wide />
      )}
      <div className="form__submit">
        <button type="submit" className="button button--primary" disabled={file === null || busy || disabled}>
          {busy ? t('uploads.sending') : t('uploads.send')}
        </button>
      </div>
    </form>
  );
}
