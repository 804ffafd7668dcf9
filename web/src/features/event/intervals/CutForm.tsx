/** Cut an interval by typing its start and end as the match clock (`12:30` since the start). */
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/Card.tsx';
import { TextField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCutCommands } from './api/intervals.ts';
import { parseOffset } from './interval-figures.ts';
import './intervals.css';

export function CutForm({ eventId, eventStart }: { eventId: string; eventStart: string | null }) {
  const { t } = useI18n();
  const { cut } = useCutCommands(eventId);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [label, setLabel] = useState('');
  const [checked, setChecked] = useState(false);
  const from = parseOffset(start);
  const to = parseOffset(end);
  const bad = (value: number | null) =>
    checked && value === null ? [{ key: 'intervals.badTime' as const }] : [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (from === null || to === null || label.trim() === '' || eventStart === null) return;
    const base = Date.parse(eventStart);
    cut.mutate(
      { start: new Date(base + from), end: new Date(base + to), label },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
          setLabel('');
          setChecked(false);
        },
      },
    );
  };
  return (
    <Card title={t('intervals.cutTitle')} intro={t('intervals.cutIntro')}>
      <form className="cut-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('intervals.startField')}
          hint={t('intervals.timeHint')}
          inputMode="numeric"
          value={start}
          messages={bad(from)}
          required
          onValueChange={setStart}
        />
        <TextField
          label={t('intervals.endField')}
          hint={t('intervals.timeHint')}
          inputMode="numeric"
          value={end}
          messages={bad(to)}
          required
          onValueChange={setEnd}
        />
        <TextField
          label={t('intervals.controls.label')}
          hint={t('intervals.controls.labelHint')}
          value={label}
          maxLength={40}
          messages={checked && label.trim() === '' ? [{ key: 'intervals.controls.labelRequired' }] : []}
          required
          onValueChange={setLabel}
        />
        <div className="cut-form__actions">
          <button type="submit" className="button button--primary" disabled={cut.isPending}>
            {t('intervals.cutSubmit')}
          </button>
        </div>
      </form>
    </Card>
  );
}
