/**
 * State of the `event-<id>` aggregate and its `evolve`. The fold lives in contracts
 * (`events/event-state.ts`) because the records projection folds the same stream and must read
 * it exactly as the decider does; this file is the aggregate's `state` section all the same.
 */
export {
  eventWindow,
  evolve,
  findSession,
  initialState,
  runningPeriod,
  runningSession,
  type EventState,
  type KnownEvent,
  type Period,
  type Selection,
  type Session,
} from '@stride/contracts/events/event-state';
