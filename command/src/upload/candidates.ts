/**
 * The one read-model look-up of the write side (README.md, Architecture). A device file raises two
 * questions no stream is keyed by: which device carries this UDID (UDIDs, unlike serials, are not
 * unique and have no reservation stream) and which of a team's events meet these minutes (each
 * event is its own aggregate; nothing lists a team's events). An index answers them, and only
 * narrows: every device and event it names is then read from its own stream and decided there.
 * A stale answer can miss a candidate for the projectors' lag; it cannot make a job accept a
 * wrong one. The API process answers it from the catalog and events read models.
 */
export interface CandidateIndex {
  /**
   * The device each key most likely names, without case: one whose UDID is the key (the club's
   * first), else one whose serial is. A key without an answer may still be a serial.
   */
  devicesByKeys(clubId: string, keys: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /**
   * Ids of a team's events whose window (planned before the start, actual after, an open end
   * running 3 hours) may meet [from, to] (epoch ms).
   */
  teamEventsBetween(teamId: string, from: number, to: number): Promise<readonly string[]>;
}
