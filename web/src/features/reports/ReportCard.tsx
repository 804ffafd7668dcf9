/**
 * A report's card: what the PDF holds, its contents to tick (kept per kind of report), extra
 * fields (a week, a number of weeks), "Download PDF" (asks a link in the app's language and
 * follows it) and "Reset to default contents".
 */
import { useState, type ReactNode } from 'react';
import { Card } from '../../components/Card.tsx';
import { CheckboxField } from '../../components/Field.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Dictionary } from '../../i18n/locales/en-US.ts';
import { reportLink, type ReportRequest } from './api/reports.ts';
import './reports.css';

export type ReportLabel = keyof Dictionary['reports'];

export interface ReportCardProps<T extends object> {
  readonly title: string;
  readonly intro: string;
  readonly contents: T;
  /** The boolean contents shown as ticks, with their labels. */
  readonly ticks: readonly (keyof T & ReportLabel)[];
  readonly onChange: (next: Partial<T>) => void;
  readonly onReset: () => void;
  readonly request: () => ReportRequest;
  readonly children?: ReactNode;
  readonly testId: string;
}

export function ReportCard<T extends object>(props: ReportCardProps<T>) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      const url = await reportLink(props.request(), locale);
      setState('idle');
      window.location.assign(url);
    } catch {
      setState('failed');
    }
  };
  const values = props.contents as Record<string, unknown>;
  return (
    <Card title={props.title} intro={props.intro}>
      <div className="stack" data-testid={props.testId}>
        {props.children}
        <fieldset className="report-contents">
          <legend className="section-title">{t('reports.contents')}</legend>
          {props.ticks.map((key) => (
            <CheckboxField
              key={String(key)}
              label={t(`reports.${key}`)}
              checked={values[key] === true}
              onCheckedChange={(on) => props.onChange({ [key]: on } as Partial<T>)}
            />
          ))}
        </fieldset>
        <p className="muted">{t('reports.languageNote')}</p>
        {state === 'failed' ? (
          <p role="alert" className="field__errors">
            {t('reports.failed')}
          </p>
        ) : null}
        <div className="report-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'preparing'}
            onClick={() => void download()}
          >
            {state === 'preparing' ? t('reports.preparing') : t('reports.download')}
          </button>
          <button type="button" className="button button--flat" onClick={props.onReset}>
            {t('reports.reset')}
          </button>
        </div>
      </div>
    </Card>
  );
}
