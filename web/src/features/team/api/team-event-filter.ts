import type { EventType } from '../../../gql/graphql.ts';

/** What the event list asks for: a type (all when null), a day range (local days, inclusive) and a page. */
export interface TeamEventFilter {
  readonly type: EventType | null;
  /** `YYYY-MM-DD` or empty. */
  readonly from: string;
  /** `YYYY-MM-DD` or empty. */
  readonly to: string;
  readonly offset: number;
  readonly limit: number;
}
