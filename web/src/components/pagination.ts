/** Where a page of a long list stands: "21–40 of 45", and whether there is a page before or after. */
export interface PageInfo {
  /** 1-based position of the first item shown; 0 when the page is empty. */
  readonly from: number;
  /** 1-based position of the last item shown; 0 when the page is empty. */
  readonly to: number;
  readonly total: number;
  /** Offset of the previous page, or null on the first. */
  readonly previous: number | null;
  /** Offset of the next page, or null on the last. */
  readonly next: number | null;
}

/**
 * A page of `shown` items starting at `offset`, out of `total`, `limit` per page. A page past the
 * end (items deleted meanwhile) is empty and offers the way back to the last page.
 */
export function pageInfo(offset: number, limit: number, shown: number, total: number): PageInfo {
  const size = Math.max(1, limit);
  const start = Math.max(0, offset);
  const from = shown === 0 ? 0 : start + 1;
  const to = shown === 0 ? 0 : Math.min(total, start + shown);
  const lastPage = total === 0 ? 0 : Math.floor((total - 1) / size) * size;
  const previous = start === 0 ? null : Math.min(Math.max(0, start - size), lastPage);
  const next = start + size < total ? start + size : null;
  return { from, to, total, previous, next };
}
