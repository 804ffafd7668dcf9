/**
 * Labelled form fields. Each has a visible label tied to its control, an optional hint, and the
 * messages of its rules (`aria-invalid`, described by the messages), so a person and assistive
 * technology find and understand every field the same way.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { Message } from '../forms/validation.ts';
import { useI18n } from '../i18n/use-i18n.ts';

interface FrameProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly messages?: readonly Message[] | undefined;
}

function useFieldIds(props: FrameProps) {
  const id = useId();
  const hasMessages = (props.messages?.length ?? 0) > 0;
  const described = [props.hint === undefined ? null : `${id}-hint`, hasMessages ? `${id}-errors` : null]
    .filter((part) => part !== null)
    .join(' ');
  return {
    id,
    control: {
      id,
      'aria-invalid': hasMessages,
      ...(described === '' ? {} : { 'aria-describedby': described }),
    },
  };
}

function Frame({
  id,
  props,
  children,
}: {
  id: string;
  props: FrameProps & { required?: boolean | undefined };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const messages = props.messages ?? [];
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {props.label}
        {props.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {props.hint === undefined ? null : (
        <p id={`${id}-hint`} className="field__hint">
          {props.hint}
        </p>
      )}
      {messages.length === 0 ? null : (
        <ul id={`${id}-errors`} className="field__errors">
          {messages.map((message) => (
            <li key={message.key}>{t(message.key, message.params)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface TextFieldProps
  extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'children'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

export function TextField({ label, hint, messages, value, onValueChange, ...input }: TextFieldProps) {
  const { id, control } = useFieldIds({ label, hint, messages });
  return (
    <Frame id={id} props={{ label, hint, messages, required: input.required }}>
      <input
        {...input}
        {...control}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Frame>
  );
}

/** A number typed as text, so the form's rules can speak of it; phones show their number pad. */
export function NumberField({ decimal = false, ...props }: TextFieldProps & { readonly decimal?: boolean }) {
  return <TextField inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" {...props} />;
}

export interface TextAreaFieldProps extends FrameProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly rows?: number;
  readonly maxLength?: number;
}

export function TextAreaField({
  label,
  hint,
  messages,
  value,
  onValueChange,
  onBlur,
  rows,
  maxLength,
}: TextAreaFieldProps) {
  const { id, control } = useFieldIds({ label, hint, messages });
  return (
    <Frame id={id} props={{ label, hint, messages }}>
      <textarea
        {...control}
        className="field__input field__input--area"
        value={value}
        rows={rows ?? 3}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      />
    </Frame>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** The options of a choice among `values`, each named by `label` (e.g. a translated enumeration). */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export interface SelectFieldProps
  extends
    FrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'children'> {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly options: readonly Option[];
  /** A first option with the empty value (e.g. "Not set"), when the field may stay empty. */
  readonly emptyLabel?: string;
}

export function SelectField({
  label,
  hint,
  messages,
  value,
  onValueChange,
  options,
  emptyLabel,
  ...select
}: SelectFieldProps) {
  const { id, control } = useFieldIds({ label, hint, messages });
  return (
    <Frame id={id} props={{ label, hint, messages, required: select.required }}>
      <select
        {...select}
        {...control}
        className="field__input field__input--select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface CheckboxFieldProps {
  readonly label: string;
  /** Shown after the label, inside it (e.g. a status badge). */
  readonly badge?: ReactNode;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly hint?: string;
  readonly disabled?: boolean;
}

export function CheckboxField({
  label,
  badge,
  checked,
  onCheckedChange,
  hint,
  disabled,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        className="field__check"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id} className="field__check-label">
        {label}
        {badge}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field__hint field__hint--check">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface CheckboxGroupProps {
  readonly legend: string;
  readonly options: readonly Option[];
  readonly selected: readonly string[];
  readonly onSelectedChange: (selected: string[]) => void;
  /** Shown instead of the boxes when there is nothing to choose. */
  readonly emptyText?: string;
}

/** Several choices among a list (a multi-select a keyboard and a screen reader handle well). */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onSelectedChange,
  emptyText,
}: CheckboxGroupProps) {
  return (
    <fieldset className="field field--group">
      <legend className="field__label">{legend}</legend>
      {options.length === 0 && emptyText !== undefined ? <p className="field__hint">{emptyText}</p> : null}
      {options.map((option) => (
        <CheckboxField
          key={option.value}
          label={option.label}
          checked={selected.includes(option.value)}
          onCheckedChange={(checked) =>
            onSelectedChange(
              checked ? [...selected, option.value] : selected.filter((value) => value !== option.value),
            )
          }
        />
      ))}
    </fieldset>
  );
}
