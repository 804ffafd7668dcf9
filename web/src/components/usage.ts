/** How much of a plan limit a club uses (spec §9 "Club limits"): for the counts and bars. */
export interface Usage {
  readonly used: number;
  readonly limit: number;
  /** Nothing more may be added. */
  readonly reached: boolean;
  /** 0 to 1, for a bar (a club over its limit after a plan change shows a full bar). */
  readonly ratio: number;
}

export function usage(used: number, limit: number): Usage {
  const safeLimit = Math.max(0, limit);
  return {
    used,
    limit: safeLimit,
    reached: used >= safeLimit,
    ratio: safeLimit === 0 ? 1 : Math.min(1, Math.max(0, used / safeLimit)),
  };
}

/** Whether `adding` more fit under the limit (e.g. a form that creates one). */
export function fits(current: Usage, adding = 1): boolean {
  return current.used + adding <= current.limit;
}
