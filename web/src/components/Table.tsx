/**
 * A data table in a labelled, focusable box (keyboard users can scroll it too). The page itself
 * never scrolls sideways:
 *
 * - `cards` (lists): below 600 px every row becomes a card, its cells "label: value" (a cell's
 *   `data-label`), the column headers kept for screen readers; wider, a table that scrolls inside
 *   its box with the row's name fixed (the cells' `table__sticky`).
 * - `scroll` (a grid of figures to compare, such as the event's metrics): a table at every width,
 *   scrolling inside its box, its first column (the player) fixed.
 *
 * While the table is wider than its box, the box says so (`data-overflow`): the fixed columns
 * then draw the edge the others slide under.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export type TableLayout = 'cards' | 'scroll';

/** Whether the element's content is wider than the element, followed as either changes size. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export function ScrollTable({
  label,
  layout = 'cards',
  children,
}: {
  readonly label: string;
  /** @default 'cards' */
  readonly layout?: TableLayout;
  readonly children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    <div
      ref={box}
      className={`table-wrap table-wrap--${layout}`}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-overflow={overflows || undefined}
    >
      <table className={`table table--${layout}`}>
        <caption className="visually-hidden">{label}</caption>
        {children}
      </table>
    </div>
  );
}
