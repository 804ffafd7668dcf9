/**
 * A form's values and which messages to show: a field's messages appear once it lost focus or
 * once the form was submitted (spec §5), and stay current while the person types.
 */
import { useState } from 'react';
import {
  isValid,
  validateForm,
  type FormErrors,
  type FormRules,
  type FormValues,
  type Message,
} from './validation.ts';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a text field needs from the form (see `TextField`). */
export interface TextBinding {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly messages: readonly Message[];
}

export interface Form<V extends FormValues> {
  readonly values: V;
  readonly errors: FormErrors<V>;
  set<K extends keyof V>(name: K, value: V[K]): void;
  update(patch: Partial<V>): void;
  /** The messages to show for a field now. */
  shown(name: keyof V): readonly Message[];
  text(name: TextKeys<V>): TextBinding;
  /** Show every field's messages; true when the form may be sent. */
  submit(): boolean;
}

const NONE: readonly Message[] = [];

/**
 * `check` adds rules across fields (e.g. resting heart rate below the maximum); its messages are
 * shown like a field's own.
 */
export function useForm<V extends FormValues>(
  initial: V | (() => V),
  rules: FormRules<V>,
  check?: (values: V) => FormErrors<V>,
): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const own = validateForm(values, rules);
  const extra = check?.(values) ?? {};
  // A field's own rules speak first; `validateForm` lists only fields with a problem.
  const errors: FormErrors<V> = { ...extra, ...own };

  const set = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: keyof V) =>
    setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
  const shown = (name: keyof V): readonly Message[] =>
    submitted || touched.has(name) ? (errors[name] ?? NONE) : NONE;

  return {
    values,
    errors,
    set,
    update: (patch) => setValues((current) => ({ ...current, ...patch })),
    shown,
    text: (name) => ({
      value: values[name] as string,
      onValueChange: (value: string) => set(name, value as V[typeof name]),
      onBlur: () => touch(name),
      messages: shown(name),
    }),
    submit: () => {
      setSubmitted(true);
      return isValid(errors);
    },
  };
}

/** Move the focus to the first field that shows a problem (after React has rendered it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
