/**
 * Answers that must not say whether another club's account or device exists, and UDIDs that name
 * one device on the whole platform (issue 15, item 12). README "Which answers say what".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProjection } from '@stride/projector/projections';
import { bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;

beforeAll(async () => {
  s = await openStack('leaks', { projections: [catalogProjection] });
  a = await setUpClub(http, s.url, s.mailer, 'Club A');
  b = await setUpClub(http, s.url, s.mailer, 'Club B');
});
afterAll(async () => {
  await s?.close();
});

const NEW_STAFF = 'mutation ($email: String!) { newStaff(email: $email) { id } }';
const ADD_DEVICE =
  'mutation ($serial: String!, $udid: String!) { addDevice(serial: $serial, udid: $udid) { id udid } }';

describe('newStaff', () => {
  it('answers a member of another club as it answers an unknown address, appending nothing', async () => {
    const before = await s.head();
    const unknown = await s.gql(NEW_STAFF, { email: 'nobody-here@example.com' }, bearer(b.token));
    const elsewhere = await s.gql(NEW_STAFF, { email: a.email }, bearer(b.token));
    expect(codeOf(unknown)).toBe('USER_NOT_FOUND');
    expect(codeOf(elsewhere)).toBe(codeOf(unknown));
    expect(elsewhere.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
    expect(await s.head()).toBe(before);
    // A user without a club is added: that is what the mutation is for.
    const free = await signUp(http, s.url, s.mailer);
    expect((await s.gql(NEW_STAFF, { email: free.email }, bearer(b.token))).errors).toBeUndefined();
  });
});

describe('devices', () => {
  it("refuses another club's UDID, and a second device of one club with the same UDID", async () => {
    const added = await s.must<{ addDevice: { id: string } }>(
      ADD_DEVICE,
      { serial: 'LEAK-A-1', udid: 'UD:AA:01' },
      bearer(a.token),
    );
    expect(added.addDevice.id).toBeTruthy();
    const before = await s.head();
    const otherClub = await s.gql(ADD_DEVICE, { serial: 'LEAK-B-1', udid: 'ud:aa:01' }, bearer(b.token));
    expect(codeOf(otherClub)).toBe('DEVICE_ALREADY_OWNED');
    const sameClub = await s.gql(ADD_DEVICE, { serial: 'LEAK-A-2', udid: 'UD:AA:01' }, bearer(a.token));
    expect(codeOf(sameClub)).toBe('DEVICE_ALREADY_OWNED');
    expect(await s.head()).toBe(before);
  });

  it("answers an upload for another club's UDID as for an unknown UDID", async () => {
    await s.must(ADD_DEVICE, { serial: 'LEAK-A-3', udid: 'UD:AA:03' }, bearer(a.token));
    const upload = (udid: string) =>
      postFile(
        s.url,
        'mutation ($file: File!, $udid: String!) { uploadDeviceFile(deviceUDID: $udid, file: $file) { id } }',
        { udid },
        { name: 'usb.csv', bytes: new TextEncoder().encode('x') },
        bearer(b.token),
      );
    const before = await s.head();
    const unknown = await upload('UD:NO:NE');
    const foreign = await upload('UD:AA:03');
    expect(codeOf(unknown)).toBe('DEVICE_NOT_FOUND');
    expect(codeOf(foreign)).toBe(codeOf(unknown));
    expect(foreign.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
    expect(await s.head()).toBe(before);
  });
});
