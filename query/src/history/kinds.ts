/**
 * The entity kinds with a history, and for each: how its stream folds (the command side's
 * `evolve`, so history and decisions read a stream alike), what of the state is shown
 * (`views.ts`), and which events of the stream are about the entity. Teams and players live in
 * their club's stream (`club-<id>`, the consistency boundary of the plan's limits), so their
 * history is the club stream's events that name them; the club's own history is its events
 * about the club, its staff, subscription and drills.
 */
import { evolve as evolveUser, initialState as initialUser } from '@stride/command/account/state';
import {
  evolve as evolveAvailability,
  initialState as initialAvailability,
} from '@stride/command/availability/state';
import { evolve as evolveClub, initialState as initialClub } from '@stride/command/club/state';
import { evolve as evolveDevice, initialState as initialDevice } from '@stride/command/device/state';
import { evolveJob, initialJobState } from '@stride/command/upload/state';
import type { UserEvent } from '@stride/contracts/events/account';
import type { AvailabilityEvent } from '@stride/contracts/events/availability';
import type { ClubEvent, ClubEventType } from '@stride/contracts/events/club';
import type { DeviceEvent } from '@stride/contracts/events/device';
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { evolve as evolveEvent, initialState as initialEvent } from '@stride/contracts/events/event-state';
import type { UploadEvent } from '@stride/contracts/events/upload';
import type { JsonObject } from '@stride/contracts/json';
import type { StoredEvent } from './upcast.ts';
import {
  accountView,
  availabilityView,
  clubView,
  deviceView,
  eventView,
  playerView,
  teamView,
  uploadJobView,
} from './views.ts';

export const entityKinds = [
  'ACCOUNT',
  'CLUB',
  'TEAM',
  'PLAYER',
  'DEVICE',
  'EVENT',
  'UPLOAD_JOB',
  'AVAILABILITY',
] as const;
export type EntityKind = (typeof entityKinds)[number];

export interface KindFold<State> {
  readonly initial: () => State;
  readonly evolve: (state: State, event: StoredEvent) => State;
  readonly view: (state: State, entityId: string) => JsonObject | null;
  /** The event is part of the entity's history (its stream may hold other entities' events). */
  readonly about: (event: StoredEvent, entityId: string) => boolean;
}

/** The stored event as the union its fold takes: `upcast` made its data the current shape. */
const as = <Event>(event: StoredEvent): Event => event as unknown as Event;
const always = (): boolean => true;
const names = (key: string) => (event: StoredEvent, entityId: string) => event.data[key] === entityId;

const clubLevelTypes: ReadonlySet<ClubEventType> = new Set<ClubEventType>([
  'ClubCreated',
  'ClubUpdated',
  'ClubSubscriptionUpdated',
  'StaffAdded',
  'StaffAccessChanged',
  'StaffRemoved',
  'CoachAssigned',
  'DrillCreated',
  'DrillRenamed',
  'DrillDeleted',
  // The club's view lists its teams by name: their creation and renames are the club's too.
  'TeamCreated',
  'TeamUpdated',
]);

const club: KindFold<ReturnType<typeof initialClub>> = {
  initial: initialClub,
  evolve: (state, event) => evolveClub(state, as<ClubEvent>(event)),
  view: (state) => clubView(state),
  about: (event) => clubLevelTypes.has(event.type as ClubEventType),
};

/** A kind's fold with its state type forgotten: each is only ever fed its own states. */
const erase = <State>(fold: KindFold<State>): KindFold<unknown> => fold as unknown as KindFold<unknown>;

export const folds: { readonly [K in EntityKind]: KindFold<unknown> } = {
  ACCOUNT: erase({
    initial: initialUser,
    evolve: (state, event) => evolveUser(state, as<UserEvent>(event)),
    view: (state) => accountView(state),
    about: always,
  }),
  CLUB: erase(club),
  TEAM: erase({
    ...club,
    view: teamView,
    // A player's events name their team too, but are the player's history.
    about: (event, teamId) => event.data['teamId'] === teamId && !event.type.startsWith('Player'),
  }),
  PLAYER: erase({ ...club, view: playerView, about: names('playerId') }),
  DEVICE: erase({
    initial: initialDevice,
    evolve: (state, event) => evolveDevice(state, as<DeviceEvent>(event)),
    view: (state) => deviceView(state),
    about: always,
  }),
  EVENT: erase({
    initial: initialEvent,
    evolve: (state, event) => evolveEvent(state, as<EventStreamEvent>(event)),
    view: (state) => eventView(state),
    about: always,
  }),
  UPLOAD_JOB: erase({
    initial: initialJobState,
    evolve: (state, event) => evolveJob(state, as<UploadEvent>(event)),
    view: (state) => uploadJobView(state),
    about: always,
  }),
  AVAILABILITY: erase({
    initial: initialAvailability,
    evolve: (state, event) => evolveAvailability(state, as<AvailabilityEvent>(event)),
    view: (state) => availabilityView(state),
    about: always,
  }),
};
