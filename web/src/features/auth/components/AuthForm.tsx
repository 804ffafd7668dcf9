/** The form of an auth card: fields, a submit button that says it is busy. */
import { useRef, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from '../../../forms/use-form.ts';

export interface AuthFormProps {
  readonly submitLabel: string;
  readonly pending: boolean;
  /** Validate and send; false when a field shows a problem. */
  readonly onSubmit: () => boolean;
  readonly children: ReactNode;
}

export function AuthForm({ submitLabel, pending, onSubmit, children }: AuthFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!onSubmit()) focusFirstInvalid(ref.current);
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
