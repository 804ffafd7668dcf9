/**
 * The club's drill list (`club.settings`, "Drills", issue 19): the names period tags are picked
 * from ("4v4 rondo"). Any staff member adds, renames and deletes (after a confirmation) on a plan
 * with tag management; without it the card says which plans have it.
 */
import { can } from '@stride/contracts/permissions';
import { TAG_MAX_LENGTH } from '@stride/contracts/event-tags';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubDrills } from '../../event/api/event-tags.ts';
import { useDeleteDrill, useSaveDrill } from '../api/drills.ts';
import type { ClubDetails } from '../api/fragments.ts';

interface Drill {
  readonly id: string;
  readonly name: string;
}

export function DrillsCard({ club }: { club: ClubDetails }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const allowed = club.subscription.options.tagManagement;
  const editable = allowed && can(principal, 'club.drills', { clubId: club.id });
  const drills = useClubDrills(club.id);
  const save = useSaveDrill(club.id);
  const remove = useDeleteDrill(club.id);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<Drill | null>(null);
  const [deleting, setDeleting] = useState<Drill | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim();
    if (text === '') return;
    save.mutate(
      { drillId: null, name: text },
      {
        onSuccess: (drill) => {
          notifySuccess(t('eventTags.drillCreated', { name: drill.name }));
          setName('');
        },
      },
    );
  };

  return (
    <Card title={t('eventTags.drillsTitle')} intro={t('eventTags.drillsIntro')}>
      {allowed ? null : <p className="muted">{t('eventTags.notInPlan')}</p>}
      {editable ? (
        <form className="receivers__form" onSubmit={add}>
          <TextField
            label={t('eventTags.drillName')}
            value={name}
            onValueChange={setName}
            maxLength={TAG_MAX_LENGTH}
            autoComplete="off"
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || name.trim() === ''}
          >
            {t('eventTags.drillAdd')}
          </button>
        </form>
      ) : null}
      <Loaded query={drills}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t('eventTags.drillNone')}</p>
          ) : (
            <DataTable
              label={t('eventTags.drillList')}
              rows={list}
              columns={[
                { key: 'name', kind: 'main', header: t('eventTags.drillName'), cell: (d) => d.name },
                editable && {
                  key: 'actions',
                  kind: 'actions',
                  header: t('eventTags.actions'),
                  cell: (d) => (
                    <>
                      <RowAction
                        label={t('eventTags.drillRename')}
                        ariaLabel={t('eventTags.drillRenameFor', { name: d.name })}
                        onClick={() => setRenaming(d)}
                      />
                      <RowAction
                        label={t('eventTags.drillDelete')}
                        ariaLabel={t('eventTags.drillDeleteFor', { name: d.name })}
                        variant="danger-text"
                        disabled={remove.isPending}
                        onClick={() => setDeleting(d)}
                      />
                    </>
                  ),
                },
              ]}
            />
          )
        }
      </Loaded>
      {renaming === null ? null : (
        <RenameDrillDialog clubId={club.id} drill={renaming} onClose={() => setRenaming(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('eventTags.drillDeleteTitle')}
        question={deleting === null ? '' : t('eventTags.drillDeleteQuestion', { name: deleting.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('eventTags.drillDelete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          const target = deleting;
          setDeleting(null);
          remove.mutate(target.id, {
            onSuccess: () => notifySuccess(t('eventTags.drillDeleted', { name: target.name })),
          });
        }}
      />
    </Card>
  );
}

function RenameDrillDialog({
  clubId,
  drill,
  onClose,
}: {
  clubId: string;
  drill: Drill;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const save = useSaveDrill(clubId);
  const form = useForm({ name: drill.name }, { name: [required, maxLength(TAG_MAX_LENGTH)] });
  return (
    <FormDialog
      title={t('eventTags.drillRenameTitle', { name: drill.name })}
      submitLabel={t('common.save')}
      pending={save.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() =>
        save.mutate(
          { drillId: drill.id, name: form.values.name.trim() },
          closeOnSuccess(onClose, (answer) => t('eventTags.drillRenamed', { name: answer.name })),
        )
      }
    >
      <TextField {...form.text('name')} label={t('eventTags.drillName')} required autoComplete="off" />
    </FormDialog>
  );
}
