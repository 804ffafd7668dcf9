/** A screen's title, a line about it, and its main actions. */
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  readonly text?: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

export function PageHeader({ title, text, actions, children }: PageHeaderProps) {
  return (
    <header className="page-head">
      <div className="page-head__main">
        <h1 className="page-head__title">{title}</h1>
        {text === undefined ? null : <p className="page-head__text">{text}</p>}
        {children}
      </div>
      {actions === undefined ? null : <div className="page-head__actions">{actions}</div>}
    </header>
  );
}
