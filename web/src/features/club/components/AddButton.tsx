/**
 * The "add" action of a club list with the plan limit it counts against: the usage ("Members:
 * 3 / 5"), and at the limit a disabled button with the reason next to it (and as its description).
 */
import { useId } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import { UsageBar } from '../../../components/UsageBar.tsx';
import type { Usage } from '../../../components/usage.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';

export interface AddButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  /** Null while the subscription is not known: the button works, the server checks. */
  readonly usage: Usage | null;
  readonly usageKey: MessageKey;
  readonly reachedKey: MessageKey;
  /** Another reason the action is not possible now (e.g. no team to add a player to). */
  readonly blockedReason?: string | null;
}

export function AddButton({
  label,
  onClick,
  usage,
  usageKey,
  reachedKey,
  blockedReason = null,
}: AddButtonProps) {
  const { t } = useI18n();
  const reasonId = useId();
  const reached = usage?.reached ?? false;
  const reason = reached && usage !== null ? t(reachedKey, { limit: usage.limit }) : blockedReason;
  return (
    <div className="add-action">
      <button
        type="button"
        className="button button--primary"
        disabled={reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={onClick}
      >
        <Icon name="plus" />
        {label}
      </button>
      {usage === null ? null : (
        <UsageBar label={t(usageKey, { used: usage.used, limit: usage.limit })} value={usage} />
      )}
      {reason === null ? null : (
        <p id={reasonId} className="add-action__reason">
          {reason}
        </p>
      )}
    </div>
  );
}
