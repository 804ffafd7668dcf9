/**
 * Resolver types for `schema.graphql`, written by hand (no code generator is installed). Keep
 * them in step with the SDL: `schema.unit.test.ts` checks that every field of Query, Mutation and
 * Subscription has its resolver.
 */
import type { GraphQLResolveInfo, GraphQLScalarType } from 'graphql';
import type { EventType } from '@stride/contracts/events/event';
import type { ApiContext } from '../context.ts';
import type { EventModel } from '../read-model/events.ts';

export type Resolver<Args, Result, Parent = unknown> = (
  parent: Parent,
  args: Args,
  context: ApiContext,
  info: GraphQLResolveInfo,
) => Result | Promise<Result>;

export interface SubscriptionResolver<Args, Payload, Result> {
  subscribe(
    parent: unknown,
    args: Args,
    context: ApiContext,
    info: GraphQLResolveInfo,
  ): AsyncIterable<Payload> | Promise<AsyncIterable<Payload>>;
  resolve(
    payload: Payload,
    args: Args,
    context: ApiContext,
    info: GraphQLResolveInfo,
  ): Result | Promise<Result>;
}

/* ---------- arguments ---------- */

export interface QueryEventArgs {
  readonly eventId: string;
}

export interface MutationCreateEventArgs {
  readonly teamId: string;
  readonly name: string;
  readonly type: EventType;
  readonly daysToMatch?: number | null;
  readonly startDate?: Date | null;
  readonly endDate?: Date | null;
  readonly playerIds?: readonly string[] | null;
}

export interface MutationEventIdArgs {
  readonly eventId: string;
}

export interface SubscriptionEventArgs {
  readonly eventId: string;
}

/** What the `event` subscription's source stream yields: a new state, or why it ended. */
export type EventUpdate = { readonly value: EventModel } | { readonly error: unknown };

/* ---------- resolver maps (type aliases: graphql-tools wants index signatures) ---------- */

export type QueryResolvers = {
  readonly event: Resolver<QueryEventArgs, EventModel | null>;
  readonly [field: string]: AnyResolver;
};

export type MutationResolvers = {
  readonly createEvent: Resolver<MutationCreateEventArgs, EventModel>;
  readonly [field: string]: AnyResolver;
};

export type SubscriptionResolvers = {
  readonly event: SubscriptionResolver<SubscriptionEventArgs, EventUpdate, EventModel | null>;
  readonly [field: string]: AnySubscriptionResolver;
};

export type Resolvers = {
  readonly DateTime: GraphQLScalarType;
  readonly Date: GraphQLScalarType;
  readonly User: ResolverMap;
  readonly Staff: ResolverMap;
  readonly Club: ResolverMap;
  readonly Team: ResolverMap;
  readonly Event: ResolverMap;
  readonly Player: ResolverMap;
  readonly Device: ResolverMap;
  readonly Selection: ResolverMap;
  readonly Job: ResolverMap;
  readonly UploadSummary: ResolverMap;
  readonly Query: QueryResolvers;
  readonly Mutation: MutationResolvers;
  readonly Subscription: SubscriptionResolvers;
};

/* ---------- catalog resolvers (accounts, clubs, teams, players, devices) ---------- */

/**
 * Any resolver: its own file types its arguments and result precisely; the maps only need to
 * hold them (a parameter of type `never` accepts every resolver).
 */
export type AnyResolver = Resolver<never, unknown, never>;
export interface AnySubscriptionResolver {
  readonly subscribe: (...args: never[]) => unknown;
  readonly resolve: (...args: never[]) => unknown;
}
export type ResolverMap = Readonly<Record<string, AnyResolver>>;
