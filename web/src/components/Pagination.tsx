/** "21–40 of 45" with Previous and Next, for a list the API serves a page at a time. */
import { formatNumber } from '../i18n/format.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import type { PageInfo } from './pagination.ts';

export function Pagination({
  label,
  info,
  onOffset,
  busy = false,
}: {
  readonly label: string;
  readonly info: PageInfo;
  readonly onOffset: (offset: number) => void;
  readonly busy?: boolean;
}) {
  const { t, locale } = useI18n();
  const n = (value: number) => formatNumber(locale, value, 0);
  /** A button to the page at `offset`; disabled where there is none (null). */
  const step = (offset: number | null, label: string) => (
    <button
      type="button"
      className="button button--flat button--small"
      disabled={busy || offset === null}
      onClick={() => {
        if (offset !== null) onOffset(offset);
      }}
    >
      {label}
    </button>
  );
  return (
    <nav className="pagination" aria-label={label}>
      <span className="pagination__status" aria-live="polite">
        {t('pagination.range', { from: n(info.from), to: n(info.to), total: n(info.total) })}
      </span>
      {step(info.previous, t('pagination.previous'))}
      {step(info.next, t('pagination.next'))}
    </nav>
  );
}
