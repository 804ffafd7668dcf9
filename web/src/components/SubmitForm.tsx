/**
 * A form on a card (logging in, creating a club): its fields, checked when sent (the first field
 * showing a problem gets the focus), and a submit button that waits while the request is on its way.
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from '../forms/use-form.ts';

export interface SubmitFormProps {
  readonly submitLabel: string;
  readonly pending: boolean;
  /** Check the fields (showing every field's messages); true when they may be sent. */
  readonly validate: () => boolean;
  /** The fields are valid: send them. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

export function SubmitForm({ submitLabel, pending, validate, onSubmit, children }: SubmitFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (validate()) onSubmit();
    else focusFirstInvalid(ref.current);
  };
  return (
    <form ref={ref} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      {children}
      <button type="submit" className="button button--primary form__submit" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
