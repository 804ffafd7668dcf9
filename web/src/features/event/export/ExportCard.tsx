/**
 * One file of the event's Export page: what it holds (a few facts), then its download buttons.
 * Every file of the page is one of these, so adding a file is adding one card.
 */
import type { ReactNode } from 'react';
import { Card } from '../../../components/Card.tsx';

export interface ExportFact {
  readonly label: string;
  readonly value: ReactNode;
}

export interface ExportCardProps {
  readonly title: string;
  /** What the file holds, one or two sentences. */
  readonly intro: string;
  readonly facts?: readonly ExportFact[];
  /** Choices that change the file (e.g. its layout), above the buttons. */
  readonly options?: ReactNode;
  /** The download buttons (`DownloadButton`). */
  readonly actions: ReactNode;
  /** More about the file, under the buttons (e.g. its columns, opened on demand). */
  readonly children?: ReactNode;
}

export function ExportCard({ title, intro, facts = [], options, actions, children }: ExportCardProps) {
  return (
    <Card title={title} intro={intro}>
      {facts.length > 0 ? (
        <dl className="facts facts--compact">
          {facts.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {options}
      <div className="export-card__actions">{actions}</div>
      {children}
    </Card>
  );
}
