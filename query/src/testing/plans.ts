/** Test set-up: a club moved to another plan, as an admin would (`updateClubSubscription`). */
import { randomUUID } from 'node:crypto';
import { clubCommands } from '@stride/command/club/handlers';
import type { PlanId } from '@stride/contracts/plans';
import type { Stack } from './stack.ts';

export async function moveToPlan(s: Stack, clubId: string, plan: PlanId): Promise<void> {
  const id = randomUUID();
  await clubCommands(s.h.store).updateSubscription(
    clubId,
    { plan, active: true, expiresAt: null },
    { commandId: id, actorId: 'test-admin', correlationId: id, causationId: id, occurredAt: new Date() },
  );
}
