/**
 * A team's or an event's data ranges (forms/ranges.ts): the speed ranges (km/h) and the
 * acceleration ranges (m/s²), each with its usage of the plan's limit, "Add", and per range
 * "Edit" and "Delete" (after a confirmation). The screen says how a change is saved (`commands`);
 * a failure is shown by the app's notifications and leaves the dialog open.
 */
import type { RangeType } from '@stride/contracts/ranges';
import { useId, useState } from 'react';
import { RANGE_LISTS, rangeUnit, type RangeInput, type RangesView, type RangeView } from '../forms/ranges.ts';
import { formatUnit } from '../i18n/format.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { notifySuccess } from '../notifications/notifications.ts';
import { useSession } from '../state/session.ts';
import { Card } from './Card.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Icon } from './Icon.tsx';
import { DataTable } from './DataTable.tsx';
import { UsageBar } from './UsageBar.tsx';
import { usage } from './usage.ts';
import { RangeDialog } from './RangeDialog.tsx';
import { RowAction } from './RowAction.tsx';

/** The commands saving a change of the ranges (the team's or the event's); each resolves once saved. */
export interface RangeCommands {
  readonly create: (type: RangeType, input: RangeInput) => Promise<unknown>;
  readonly update: (id: string, type: RangeType, input: RangeInput) => Promise<unknown>;
  readonly remove: (id: string) => Promise<unknown>;
}

export interface RangesCardProps {
  readonly title: string;
  readonly intro: string;
  readonly ranges: RangesView;
  readonly editable: boolean;
  readonly commands: RangeCommands;
}

type Dialog =
  | { readonly kind: 'edit'; readonly type: RangeType; readonly range: RangeView | null }
  | { readonly kind: 'delete'; readonly type: RangeType; readonly range: RangeView };

export function RangesCard({ title, intro, ranges, editable, commands }: RangesCardProps) {
  const { t, locale } = useI18n();
  // Ranges (speed and acceleration together) the plan allows; null while unknown (the server checks anyway).
  const limit = useSession().staff?.club?.subscription.limits.ranges ?? null;
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => setDialog(null);

  const save = (command: () => Promise<unknown>, done: string) => {
    setPending(true);
    command().then(
      () => {
        setPending(false);
        notifySuccess(done);
        close();
      },
      // The notification is already on screen (services.ts); the dialog stays open.
      () => setPending(false),
    );
  };

  const used = limit === null ? null : usage(ranges.speed.length + ranges.accel.length, limit);
  const bound = (value: number | null, type: RangeType) =>
    value === null ? t('ranges.open') : formatUnit(locale, value, rangeUnit(type), 2);

  return (
    <Card title={title} intro={intro}>
      {used === null ? null : (
        <div className="ranges__usage">
          <UsageBar label={t('ranges.usage', { used: used.used, limit: used.limit })} value={used} />
          {used.reached && editable ? (
            <p className="muted">{t('ranges.limitReached', { limit: used.limit })}</p>
          ) : null}
        </div>
      )}
      {RANGE_LISTS.map(({ key, type }) => {
        const list = ranges[key];
        const headingId = `${titleId}-${key}`;
        return (
          <section key={key} className="ranges" aria-labelledby={headingId}>
            <div className="ranges__head">
              <h3 id={headingId} className="card__subtitle">
                {t(`ranges.lists.${type}`)}
              </h3>
              {editable ? (
                <button
                  type="button"
                  className="button button--flat button--small"
                  disabled={used?.reached ?? false}
                  onClick={() => setDialog({ kind: 'edit', type, range: null })}
                >
                  <Icon name="plus" size={16} />
                  {t(`ranges.new.${type}`)}
                </button>
              ) : null}
            </div>
            {list.length === 0 ? (
              <p className="muted">{t('ranges.empty')}</p>
            ) : (
              <DataTable
                label={t(`ranges.lists.${type}`)}
                rows={list}
                columns={[
                  { key: 'name', kind: 'main', header: t('ranges.name'), cell: (range) => range.name },
                  {
                    key: 'min',
                    kind: 'number',
                    header: t('ranges.min'),
                    cell: (range) => bound(range.min, type),
                  },
                  {
                    key: 'max',
                    kind: 'number',
                    header: t('ranges.max'),
                    cell: (range) => bound(range.max, type),
                  },
                  editable && {
                    key: 'actions',
                    kind: 'actions',
                    header: t('common.actions'),
                    cell: (range) => (
                      <>
                        <RowAction
                          label={t('ranges.edit')}
                          ariaLabel={t('ranges.editFor', { name: range.name })}
                          onClick={() => setDialog({ kind: 'edit', type, range })}
                        />
                        <RowAction
                          variant="danger-text"
                          label={t('ranges.delete')}
                          ariaLabel={t('ranges.deleteFor', { name: range.name })}
                          onClick={() => setDialog({ kind: 'delete', type, range })}
                        />
                      </>
                    ),
                  },
                ]}
              />
            )}
          </section>
        );
      })}

      {dialog?.kind === 'edit' ? (
        <RangeDialog
          type={dialog.type}
          range={dialog.range}
          pending={pending}
          onClose={close}
          onSubmit={(input) => {
            const { range, type } = dialog;
            if (range === null)
              save(() => commands.create(type, input), t('ranges.created', { name: input.name }));
            else save(() => commands.update(range.id, type, input), t('ranges.saved', { name: input.name }));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('ranges.deleteTitle')}
        question={dialog?.kind === 'delete' ? t('ranges.deleteQuestion', { name: dialog.range.name }) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('ranges.delete')}
        danger
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { range } = dialog;
          close();
          save(() => commands.remove(range.id), t('ranges.deleted', { name: range.name }));
        }}
      />
    </Card>
  );
}
