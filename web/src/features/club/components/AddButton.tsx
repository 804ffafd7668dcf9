/**
 * The "add" action of a club list with the plan limit it counts against: the usage ("Members:
 * 3 / 5"), and at the limit a disabled button with the reason next to it (and as its description).
 * While the club's subscription is not known, the button works (the server checks).
 */
import { useId } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import { UsageBar } from '../../../components/UsageBar.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useLimit } from '../hooks/use-limit.ts';

export interface AddButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly clubId: string;
  /** The plan limit what is added counts against. */
  readonly limit: 'members' | 'teams' | 'players' | 'devices';
  /** How many the club has, from the list on screen (it follows live changes); undefined while unknown. */
  readonly used: number | undefined;
  /** Another reason the action is not possible now (e.g. no team to add a player to). */
  readonly blockedReason?: string | null;
}

export function AddButton({ label, onClick, clubId, limit, used, blockedReason = null }: AddButtonProps) {
  const { t } = useI18n();
  const reasonId = useId();
  const usage = useLimit(clubId, limit, used);
  const reached = usage?.reached ?? false;
  const reason = reached && usage !== null ? t(`club.limit.${limit}`, { limit: usage.limit }) : blockedReason;
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
        <UsageBar label={t(`club.usage.${limit}`, { used: usage.used, limit: usage.limit })} value={usage} />
      )}
      {reason === null ? null : (
        <p id={reasonId} className="add-action__reason">
          {reason}
        </p>
      )}
    </div>
  );
}
