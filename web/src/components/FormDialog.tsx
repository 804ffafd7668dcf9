/**
 * A modal form on the native <dialog> element, like ConfirmDialog: focus is trapped and returned
 * to where it was, Escape cancels, the title names the dialog. It opens when mounted, so each
 * opening starts with fresh fields.
 *
 * With `confirmation`, sending the form first asks the question inside the same dialog (spec §6:
 * adding staff and editing access need a confirmation); Back returns to the fields.
 */
import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from '../forms/use-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { notifySuccess } from '../notifications/notifications.ts';

export interface FormDialogProps {
  readonly title: string;
  readonly submitLabel: string;
  /** @default "Cancel" (common.cancel) */
  readonly cancelLabel?: string;
  /** The request is on its way: the buttons wait. */
  readonly pending?: boolean;
  /** Check the fields (showing every field's messages); true when the form may go on. */
  readonly validate?: () => boolean;
  /** The fields are valid: send them (or ask the confirmation). */
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  /** The question asked after a valid submit; null while the fields are shown. */
  readonly confirmation?: {
    readonly question: string;
    /** @default "Confirm" (common.confirm) */
    readonly confirmLabel?: string;
    /** @default "Back" (common.back) */
    readonly backLabel?: string;
    readonly danger?: boolean;
    readonly onConfirm: () => void;
    readonly onBack: () => void;
  } | null;
  /** Disable the submit button (e.g. a limit is reached), with the reason among the fields. */
  readonly submitDisabled?: boolean;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const questionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const confirming = props.confirmation !== null && props.confirmation !== undefined;
  useEffect(() => {
    // Each step starts with the focus on its first control.
    const dialog = ref.current;
    if (dialog === null) return;
    const first = confirming
      ? dialog.querySelector<HTMLElement>('.dialog__actions button')
      : dialog.querySelector<HTMLElement>('input, select, textarea');
    first?.focus();
  }, [confirming]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.pending) return;
    if (props.validate?.() === false) focusFirstInvalid(formRef.current);
    else props.onSubmit();
  };

  return (
    <dialog
      ref={ref}
      className={props.wide ? 'dialog dialog--form dialog--wide' : 'dialog dialog--form'}
      aria-labelledby={titleId}
      aria-describedby={confirming ? questionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.pending) props.onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {props.title}
      </h2>
      {confirming && props.confirmation ? (
        <>
          <p id={questionId}>{props.confirmation.question}</p>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--flat"
              disabled={props.pending}
              onClick={props.confirmation.onBack}
            >
              {props.confirmation.backLabel ?? t('common.back')}
            </button>
            <button
              type="button"
              className={props.confirmation.danger ? 'button button--danger' : 'button button--primary'}
              disabled={props.pending}
              onClick={props.confirmation.onConfirm}
            >
              {props.confirmation.confirmLabel ?? t('common.confirm')}
            </button>
          </div>
        </>
      ) : (
        <form ref={formRef} className="dialog__form" noValidate onSubmit={submit}>
          <div className="dialog__body">{props.children}</div>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--flat"
              onClick={props.onCancel}
              disabled={props.pending}
            >
              {props.cancelLabel ?? t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={props.pending || props.submitDisabled}
            >
              {props.submitLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/**
 * A dialog's command options: once the command went through, say so (`message`, or what the
 * answer makes of it) and close the dialog. A failure leaves it open, its toast on screen.
 */
export function closeOnSuccess<Answer>(
  onClose: () => void,
  message: string | ((answer: Answer) => string),
): { readonly onSuccess: (answer: Answer) => void } {
  return {
    onSuccess: (answer) => {
      notifySuccess(typeof message === 'string' ? message : message(answer));
      onClose();
    },
  };
}
