import type { Params } from './routes.ts';

/** What the router gives every screen: the parameters of its path (`:teamId`, `:eventId`, …). */
export interface ScreenProps {
  readonly params: Params;
}
