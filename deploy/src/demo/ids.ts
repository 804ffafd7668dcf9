/**
 * The demo generator's command ids: fixed, one per step, so a second run repeats each command
 * (which appends nothing) and the aggregates it creates get the same ids every time, those of
 * contracts/src/demo.ts among them.
 */
import { derivedId, type CommandContext } from '@stride/command/handler';
import { DEMO_CLUB_ID, DEMO_USER_ID } from '@stride/contracts/demo';

/** The command id of a generator step (`club`, `player-3`, `event-12/upload`…). */
export const demoCommandId = (step: string): string => derivedId('demo-command', step);

/** The context of a step: the demo manager acts, in the demo club, at `now`. */
export function demoContext(step: string, now: Date): CommandContext {
  const commandId = demoCommandId(step);
  return {
    commandId,
    actorId: DEMO_USER_ID,
    clubId: DEMO_CLUB_ID,
    correlationId: demoCommandId('demo'),
    causationId: commandId,
    occurredAt: now,
  };
}
