/** The cut intervals and the marks of an event, with rename and remove (asked first). */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { TextField } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDuration } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCutCommands, type CutInterval, type Mark } from './api/intervals.ts';
import { offsetOf } from './interval-figures.ts';

interface ListProps {
  readonly eventId: string;
  readonly eventStart: string | null;
  readonly manage: boolean;
}

export function IntervalList({
  eventId,
  eventStart,
  intervals,
  manage,
}: ListProps & { intervals: CutInterval[] }) {
  const { t } = useI18n();
  const { rename, removeInterval } = useCutCommands(eventId);
  const [renaming, setRenaming] = useState<CutInterval | null>(null);
  const [removing, setRemoving] = useState<CutInterval | null>(null);
  const [label, setLabel] = useState('');
  const clock = (iso: string) => formatDuration(offsetOf(eventStart, iso));
  if (intervals.length === 0) return <p className="muted">{t('intervals.empty')}</p>;
  return (
    <>
      <DataTable
        label={t('intervals.title')}
        rows={intervals}
        rowProps={() => ({ 'data-testid': 'interval-row' })}
        columns={[
          { key: 'label', kind: 'main', header: t('intervals.columns.label'), cell: (i) => i.label },
          {
            key: 'start',
            kind: 'number',
            header: t('intervals.columns.start'),
            cell: (i) => clock(i.startDate),
          },
          { key: 'end', kind: 'number', header: t('intervals.columns.end'), cell: (i) => clock(i.endDate) },
          {
            key: 'duration',
            kind: 'number',
            header: t('intervals.columns.duration'),
            cell: (i) => formatDuration(Date.parse(i.endDate) - Date.parse(i.startDate)),
          },
          manage && {
            key: 'actions',
            kind: 'actions',
            header: t('common.actions'),
            cell: (i) => (
              <>
                <RowAction
                  label={t('intervals.renameShort')}
                  ariaLabel={t('intervals.rename', { label: i.label })}
                  onClick={() => {
                    setLabel(i.label);
                    setRenaming(i);
                  }}
                />
                <RowAction
                  variant="danger-text"
                  label={t('intervals.removeShort')}
                  ariaLabel={t('intervals.remove', { label: i.label })}
                  onClick={() => setRemoving(i)}
                />
              </>
            ),
          },
        ]}
      />
      {renaming === null ? null : (
        <FormDialog
          title={t('intervals.renameTitle')}
          submitLabel={t('common.save')}
          pending={rename.isPending}
          validate={() => label.trim() !== ''}
          onCancel={() => setRenaming(null)}
          onSubmit={() =>
            rename.mutate({ intervalId: renaming.id, label }, { onSuccess: () => setRenaming(null) })
          }
        >
          <TextField
            label={t('intervals.columns.label')}
            hint={t('intervals.controls.labelHint')}
            value={label}
            maxLength={40}
            required
            onValueChange={setLabel}
          />
        </FormDialog>
      )}
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('intervals.removeTitle')}
        question={t('intervals.removeQuestion', { label: removing?.label ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('intervals.removeShort')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) removeInterval.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}

export function MarkList({ eventId, eventStart, marks, manage }: ListProps & { marks: readonly Mark[] }) {
  const { t } = useI18n();
  const { removeMark } = useCutCommands(eventId);
  const [removing, setRemoving] = useState<Mark | null>(null);
  if (marks.length === 0) return <p className="muted">{t('intervals.marksEmpty')}</p>;
  return (
    <>
      <DataTable
        label={t('intervals.marksTitle')}
        rows={marks}
        columns={[
          { key: 'label', kind: 'main', header: t('intervals.columns.label'), cell: (m) => m.label },
          {
            key: 'at',
            kind: 'number',
            header: t('intervals.columns.at'),
            cell: (m) => formatDuration(offsetOf(eventStart, m.at)),
          },
          manage && {
            key: 'actions',
            kind: 'actions',
            header: t('common.actions'),
            cell: (m) => (
              <RowAction
                variant="danger-text"
                label={t('intervals.removeShort')}
                ariaLabel={t('intervals.removeMark', { label: m.label })}
                onClick={() => setRemoving(m)}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('intervals.removeMarkTitle')}
        question={t('intervals.removeMarkQuestion', { label: removing?.label ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('intervals.removeShort')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) removeMark.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}
