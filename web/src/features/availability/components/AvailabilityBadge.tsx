/** A player's availability or an injury's status as a coloured badge (availability.css). */
import { Link } from 'wouter';
import type { AvailabilityStatus, InjuryStatus } from '@stride/contracts/events/availability';
import { useI18n } from '../../../i18n/use-i18n.ts';
import '../availability.css';

const className = (status: string, inline: boolean) =>
  `availability-badge availability-badge--${status.toLowerCase()}${inline ? ' availability-badge--inline' : ''}`;

/**
 * The status; with `playerId`, a link to the player's availability page (named for a screen
 * reader with `name`).
 */
export function AvailabilityBadge({
  status,
  playerId,
  name,
  inline = false,
}: {
  status: AvailabilityStatus;
  playerId?: string;
  name?: string;
  inline?: boolean;
}) {
  const { t } = useI18n();
  const label = t(`availability.status.${status}`);
  if (playerId === undefined) return <span className={className(status, inline)}>{label}</span>;
  return (
    <Link
      href={`/player/${encodeURIComponent(playerId)}/availability`}
      className={className(status, inline)}
      aria-label={name === undefined ? undefined : t('availability.openFor', { name, status: label })}
    >
      {label}
    </Link>
  );
}

export function InjuryBadge({ status }: { status: InjuryStatus }) {
  const { t } = useI18n();
  return <span className={className(status, false)}>{t(`availability.injuryStatus.${status}`)}</span>;
}
