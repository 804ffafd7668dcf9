/** A bar filling as work goes: a file going up, a job being read and stored. */
export function ProgressBar({
  label,
  share,
  wide = false,
}: {
  readonly label: string;
  /** Done so far, 0 to 1; null while unknown (an empty bar without a value). */
  readonly share: number | null;
  readonly wide?: boolean;
}) {
  const percent = share === null ? null : Math.round(share * 100);
  return (
    <span
      className={wide ? 'job-state__bar job-state__bar--wide' : 'job-state__bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
    >
      <span className="job-state__fill" style={{ width: `${percent ?? 0}%` }} />
    </span>
  );
}
