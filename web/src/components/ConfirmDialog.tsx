/**
 * A modal question with cancel and confirm buttons, on the native <dialog> element: focus is
 * trapped and returned, Escape cancels, and assistive technology announces it as a dialog.
 */
import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly question: string;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  /** Style the confirm button as destructive. */
  readonly danger?: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {props.title}
      </h2>
      <p id={textId}>{props.question}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--flat" onClick={props.onCancel} autoFocus>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={props.danger ? 'button button--danger' : 'button button--primary'}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
