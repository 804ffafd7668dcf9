/**
 * A settings card: a titled form whose fields are disabled for someone who may only read them,
 * checked on save (the first invalid field gets the focus), with its save button for those who
 * may change them.
 */
import { useRef, type ReactNode } from 'react';
import { focusFirstInvalid } from '../forms/use-form.ts';
import { Card } from './Card.tsx';

export interface SettingsCardProps {
  readonly title: string;
  /** A sentence under the title. */
  readonly intro?: ReactNode;
  readonly saveLabel: string;
  readonly editable: boolean;
  /** A save is under way: the form says so and does not send again. */
  readonly busy: boolean;
  /** Check the values (showing what is wrong); true when they may be saved. */
  readonly validate: () => boolean;
  readonly onSave: () => void;
  /** The fields. */
  readonly children: ReactNode;
  /** Shown below the fields, outside their fieldset (e.g. a preview). */
  readonly after?: ReactNode;
}

export function SettingsCard(props: SettingsCardProps) {
  const { title, intro, saveLabel, editable, busy, validate, onSave, children, after } = props;
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Card title={title} intro={intro}>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-busy={busy}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (busy || !editable) return;
          if (!validate()) {
            focusFirstInvalid(formRef.current);
            return;
          }
          onSave();
        }}
      >
        <fieldset className="form__fieldset" disabled={!editable}>
          {children}
        </fieldset>
        {after}
        {editable ? (
          <button type="submit" className="button button--primary form__submit" disabled={busy}>
            {saveLabel}
          </button>
        ) : null}
      </form>
    </Card>
  );
}
