/**
 * An action in a table row: a small button whose visible label is short ("Edit") and whose
 * accessible name says which row it acts on ("Edit Ada Hegerberg"), so a screen reader's list of
 * buttons is not a column of identical "Edit"s.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

/** `danger-text`: a destructive action that asks first (flat, red text); `danger`: one that acts now. */
export type RowActionVariant = 'flat' | 'danger-text' | 'primary' | 'danger';

const VARIANT_CLASS: Record<RowActionVariant, string> = {
  flat: 'button button--flat button--small',
  'danger-text': 'button button--flat button--small button--danger-text',
  primary: 'button button--primary button--small',
  danger: 'button button--danger button--small',
};

export interface RowActionProps {
  readonly label: ReactNode;
  /** The accessible name, naming the row. */
  readonly ariaLabel: string;
  readonly onClick: () => void;
  /** @default 'flat' */
  readonly variant?: RowActionVariant;
  readonly icon?: IconName;
  readonly disabled?: boolean;
  /**
   * Its request is on its way: it does nothing meanwhile, yet keeps the focus (a disabled
   * button would drop it), so a keyboard user stays on the row.
   */
  readonly pending?: boolean;
}

export function RowAction({
  label,
  ariaLabel,
  onClick,
  variant = 'flat',
  icon,
  disabled,
  pending = false,
}: RowActionProps) {
  return (
    <button
      type="button"
      className={VARIANT_CLASS[variant]}
      aria-label={ariaLabel}
      aria-disabled={pending || undefined}
      disabled={disabled}
      onClick={pending ? undefined : onClick}
    >
      {icon === undefined ? null : <Icon name={icon} size={16} />}
      {label}
    </button>
  );
}
