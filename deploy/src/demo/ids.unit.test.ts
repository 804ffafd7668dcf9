import { describe, expect, it } from 'vitest';
import { derivedId } from '@stride/command/handler';
import { DEMO_CLUB_ID, DEMO_STAFF_ID, DEMO_USER_ID } from '@stride/contracts/demo';
import { demoCommandId } from './ids.ts';

describe('the demo ids', () => {
  it('are the ones the generator’s commands create (contracts/src/demo.ts)', () => {
    expect(derivedId('user', demoCommandId('user'))).toBe(DEMO_USER_ID);
    expect(derivedId('club', demoCommandId('club'))).toBe(DEMO_CLUB_ID);
    expect(derivedId('staff', demoCommandId('club'))).toBe(DEMO_STAFF_ID);
  });
});
