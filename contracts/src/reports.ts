/**
 * What each PDF report holds by default (docs/reports.md, "Options"): the API fills an option
 * left out with these, and the report pages' "Reset" comes back to them.
 */
export interface EventReportContents {
  /** The speed-zone and high-speed running charts. */
  readonly charts: boolean;
  /** The table of each period's team figures. */
  readonly periods: boolean;
  /** A blank box for notes. */
  readonly notes: boolean;
}
export interface PlayerReportContents {
  /** Weeks of history, the current one included (1 to MAX_REPORT_WEEKS). */
  readonly weeks: number;
  /** The last event against the player's own average. */
  readonly lastEvent: boolean;
  /** The daily load with acute, chronic and ratio. */
  readonly trend: boolean;
  readonly notes: boolean;
}
export interface WeeklyReportContents {
  /** The team's distance per day. */
  readonly charts: boolean;
  /** The players whose acute:chronic ratio is outside 0.8–1.3. */
  readonly acwr: boolean;
  readonly notes: boolean;
}

export const EVENT_REPORT_DEFAULTS: EventReportContents = { charts: true, periods: true, notes: false };
export const PLAYER_REPORT_DEFAULTS: PlayerReportContents = {
  weeks: 4,
  lastEvent: true,
  trend: true,
  notes: false,
};
export const WEEKLY_REPORT_DEFAULTS: WeeklyReportContents = { charts: true, acwr: true, notes: false };
export const MAX_REPORT_WEEKS = 8;
