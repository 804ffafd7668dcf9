/**
 * A data table that scrolls sideways inside its own box on narrow screens, so the page never does.
 * The box is a labelled, focusable region: keyboard users can scroll it too.
 */
import type { ReactNode } from 'react';

export function ScrollTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{label}</caption>
        {children}
      </table>
    </div>
  );
}
