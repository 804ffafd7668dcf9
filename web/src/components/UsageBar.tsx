/** "Members: 3 / 5" with a small bar; the text is what assistive technology reads. */
import type { Usage } from './usage.ts';

export function UsageBar({ label, value }: { readonly label: string; readonly value: Usage }) {
  return (
    <div className={value.reached ? 'usage usage--reached' : 'usage'}>
      <span className="usage__label">{label}</span>
      <span className="usage__track" aria-hidden="true">
        <span className="usage__fill" style={{ width: `${Math.round(value.ratio * 100)}%` }} />
      </span>
    </div>
  );
}
