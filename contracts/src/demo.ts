/**
 * The demo club (issue 19): what `npm run demo` generates (deploy/src/demo) and what the API shows
 * a signed-in user who sends the `demo: true` header, read-only. Its ids are fixed (derived from
 * the generator's fixed command ids, checked by deploy/src/demo/ids.unit.test.ts), so the API
 * finds it without a look-up by name and a second `npm run demo` finds it done.
 */

export const DEMO_CLUB_NAME = 'Stride Demo FC';
export const DEMO_TEAM_NAME = 'Senior squad';

/** The demo club's manager: an account nobody can sign in to (its password is never known). */
export const DEMO_USER_ID = '0b23df6d-e7e2-5825-aaae-03f335a13d4c';
export const DEMO_CLUB_ID = 'c43f2b0f-f83e-5815-8f93-12b7a6a5412d';
/** The manager's staff record: a demo viewer reads the club as this member. */
export const DEMO_STAFF_ID = '8d8622df-e704-5c16-aa2a-a1cc6a00d9b9';

/** The request header that turns demo mode on (spec §7: "demo flag"); any value but `true` is off. */
export const DEMO_HEADER = 'demo';

/** How an operator makes the demo club (said to a user who turns demo mode on without one). */
export const DEMO_COMMAND = 'npm run demo';
