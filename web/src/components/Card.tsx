/**
 * A card of a screen: a region named by its title, a sentence under it (`intro`), then its
 * content. With `actions` (a button, a choice) or a `summary` (counts under the title), the title
 * shares a head row with them.
 */
import { useId, type ReactNode } from 'react';

export interface CardProps {
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  /** A line under the title, in the head (e.g. "11 in the squad, 9 on the pitch"). */
  readonly summary?: ReactNode;
  /** Beside the title; null shows none but keeps the head row. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

export function Card({ title, intro, summary, actions, children }: CardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="card__title">
      {title}
    </h2>
  );
  return (
    <section className="card" aria-labelledby={titleId}>
      {actions === undefined && summary === undefined ? (
        heading
      ) : (
        <div className="card__head">
          {summary === undefined ? (
            heading
          ) : (
            <div>
              {heading}
              <p className="muted">{summary}</p>
            </div>
          )}
          {actions}
        </div>
      )}
      {intro === undefined ? null : <p className="card__text">{intro}</p>}
      {children}
    </section>
  );
}
