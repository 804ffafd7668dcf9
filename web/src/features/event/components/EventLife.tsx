/**
 * The event's next step in its life: start it, stop it, lock it once finished, or unlock it. Only
 * one applies at a time; those that cannot be undone ask first (`onConfirm`). A not-started event
 * whose planned end has passed was played without being started here (entered after the match,
 * or quick-imported before quick imports made finished events): its first step is "Mark as
 * played", which finishes it over its planned times; "Start event" stays beside it (a match that
 * began very late).
 */
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import {
  useFinishEvent,
  useLockEvent,
  useStartEvent,
  useStopEvent,
  useUnlockEvent,
} from '../api/event-mutations.ts';
import type { EventView } from '../api/fragments.ts';
import { useNow } from '../hooks/use-now.ts';
import type { Confirmation } from './Periods.tsx';

interface Step {
  readonly variant: 'primary' | 'danger' | 'flat';
  readonly icon?: IconName;
  readonly label: string;
  /** The question asked first; none: the step is taken at once. */
  readonly ask?: Omit<Confirmation, 'onConfirm'>;
  readonly command: { readonly mutate: (input: void, options: { onSuccess: () => void }) => void };
  /** Said once the step is taken. */
  readonly notice: string;
}

export function EventLife({
  event,
  locked,
  onConfirm,
}: {
  event: EventView;
  locked: boolean;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const { t } = useI18n();
  const start = useStartEvent(event.id);
  const stop = useStopEvent(event.id);
  const finish = useFinishEvent(event.id);
  const lock = useLockEvent(event.id);
  const unlock = useUnlockEvent(event.id);
  const busy = start.isPending || stop.isPending || finish.isPending || lock.isPending || unlock.isPending;
  // A planned event ends while its page is open: the time moves on while it may still start.
  const now = useNow(event.status === 'NOT_STARTED' && event.endDate !== null);
  const played = event.endDate !== null && Date.parse(event.endDate) <= now;

  const startStep = (variant: Step['variant']): Step => ({
    variant,
    icon: 'play',
    label: t('event.startEvent'),
    ask: {
      title: t('event.startTitle'),
      question: t('event.startQuestion'),
      confirmLabel: t('event.startConfirm'),
      danger: false,
    },
    command: start,
    notice: t('event.startedNotice'),
  });

  const next = (): Step | null => {
    if (locked)
      return {
        variant: 'flat',
        label: t('event.unlockEvent'),
        command: unlock,
        notice: t('event.unlockedNotice'),
      };
    switch (event.status) {
      case 'NOT_STARTED':
        if (played)
          return {
            variant: 'primary',
            icon: 'stop',
            label: t('event.markPlayed'),
            ask: {
              title: t('event.markPlayedTitle'),
              question: t('event.markPlayedQuestion'),
              confirmLabel: t('event.markPlayed'),
              danger: false,
            },
            command: finish,
            notice: t('event.playedNotice'),
          };
        return startStep('primary');
      case 'STARTED':
        return {
          variant: 'danger',
          icon: 'stop',
          label: t('event.stopEvent'),
          ask: {
            title: t('event.stopTitle'),
            question: t('event.stopQuestion'),
            confirmLabel: t('event.stop'),
            danger: true,
          },
          command: stop,
          notice: t('event.stoppedNotice'),
        };
      case 'FINISHED':
        return {
          variant: 'flat',
          icon: 'lock',
          label: t('event.lockEvent'),
          ask: {
            title: t('event.lockTitle'),
            question: t('event.lockQuestion'),
            confirmLabel: t('event.lock'),
            danger: false,
          },
          command: lock,
          notice: t('event.lockedNotice'),
        };
      case 'LOCKED':
        return null;
      default: {
        const _exhaustive: never = event.status;
        return _exhaustive;
      }
    }
  };
  const step = next();
  // Played without being started: starting it now stays possible (a match that began very late).
  const steps =
    step === null
      ? []
      : !locked && event.status === 'NOT_STARTED' && played
        ? [step, startStep('flat')]
        : [step];
  const take = (taken: Step) =>
    taken.command.mutate(undefined, { onSuccess: () => notifySuccess(taken.notice) });

  return (
    <div className="event__actions">
      {steps.map((shown) => (
        <button
          key={shown.label}
          type="button"
          className={`button button--${shown.variant}`}
          disabled={busy}
          onClick={() =>
            shown.ask === undefined ? take(shown) : onConfirm({ ...shown.ask, onConfirm: () => take(shown) })
          }
        >
          {shown.icon === undefined ? null : <Icon name={shown.icon} />}
          {shown.label}
        </button>
      ))}
    </div>
  );
}
