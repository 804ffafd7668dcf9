/**
 * The club's staff (spec §2 "members", §6): who is a manager and which teams each member coaches.
 * Adding a member, editing access and removing one each ask for confirmation first. The list
 * follows the `clubStaff` subscription, so another manager's change appears by itself.
 */
import { normalizeEmail } from '@stride/contracts/account';
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CheckboxField, CheckboxGroup, TextField } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { refreshSession, useSession } from '../../../state/session.ts';
import { useClubStaff } from '../api/club-staff.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useEditStaffAccess, useNewStaff, useRemoveStaff } from '../api/staff-mutations.ts';
import type { StaffMember, Team } from '../api/fragments.ts';
import { useLimit } from '../hooks/use-limit.ts';
import { AddButton } from './AddButton.tsx';
import { ClubScreen } from './ClubScreen.tsx';

type Dialog =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly member: StaffMember }
  | { readonly kind: 'remove'; readonly member: StaffMember };

function AddMemberDialog({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const newStaff = useNewStaff(clubId);
  const form = useForm({ email: '', isManager: false }, { email: [required, validEmail] });
  const [confirming, setConfirming] = useState(false);
  const email = normalizeEmail(form.values.email);
  return (
    <FormDialog
      title={t('club.members.addTitle')}
      submitLabel={t('club.members.addSubmit')}
      cancelLabel={t('common.cancel')}
      pending={newStaff.isPending}
      onCancel={onClose}
      onSubmit={() => {
        const valid = form.submit();
        if (valid) setConfirming(true);
        return valid;
      }}
      confirmation={
        confirming
          ? {
              question: form.values.isManager
                ? t('club.members.addManagerQuestion', { email })
                : t('club.members.addQuestion', { email }),
              confirmLabel: t('common.confirm'),
              backLabel: t('common.back'),
              onBack: () => setConfirming(false),
              onConfirm: () =>
                newStaff.mutate(
                  { email, isManager: form.values.isManager },
                  {
                    onSuccess: () => {
                      notify({ type: 'positive', message: t('club.members.added', { email }) });
                      onClose();
                    },
                    onError: () => setConfirming(false),
                  },
                ),
            }
          : null
      }
    >
      <TextField
        {...form.text('email')}
        label={t('club.members.email')}
        hint={t('club.members.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
      />
      <CheckboxField
        label={t('club.members.manager')}
        hint={t('club.members.managerHint')}
        checked={form.values.isManager}
        onCheckedChange={(checked) => form.set('isManager', checked)}
      />
    </FormDialog>
  );
}

function EditAccessDialog({
  clubId,
  member,
  teams,
  isSelf,
  onClose,
}: {
  clubId: string;
  member: StaffMember;
  teams: readonly Team[];
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const edit = useEditStaffAccess(clubId);
  const coached = member.coach.map((entry) => entry.team.id);
  const form = useForm({ isManager: member.isManager, teamIds: coached }, {});
  const [confirming, setConfirming] = useState(false);
  const managerChanged = form.values.isManager !== member.isManager;
  const teamsChanged =
    form.values.teamIds.length !== coached.length || form.values.teamIds.some((id) => !coached.includes(id));
  const email = member.user.email;
  return (
    <FormDialog
      title={t('club.members.editTitle', { email })}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      pending={edit.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (!managerChanged && !teamsChanged) onClose();
        else setConfirming(true);
        return true;
      }}
      confirmation={
        confirming
          ? {
              question: t('club.members.editQuestion', { email }),
              confirmLabel: t('common.confirm'),
              backLabel: t('common.back'),
              onBack: () => setConfirming(false),
              onConfirm: () =>
                edit.mutate(
                  {
                    staffId: member.id,
                    ...(managerChanged ? { isManager: form.values.isManager } : {}),
                    ...(teamsChanged ? { teamIds: form.values.teamIds } : {}),
                  },
                  {
                    onSuccess: () => {
                      notify({ type: 'positive', message: t('club.members.accessChanged', { email }) });
                      onClose();
                      // One's own access decides what the app lets one open.
                      if (isSelf) void refreshSession();
                    },
                    onError: () => setConfirming(false),
                  },
                ),
            }
          : null
      }
    >
      <CheckboxField
        label={t('club.members.manager')}
        hint={isSelf ? t('club.members.ownManagerHint') : t('club.members.managerHint')}
        checked={form.values.isManager}
        disabled={isSelf}
        onCheckedChange={(checked) => form.set('isManager', checked)}
      />
      <CheckboxGroup
        legend={t('club.members.coachedTeams')}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        selected={form.values.teamIds}
        onSelectedChange={(teamIds) => form.set('teamIds', teamIds)}
        emptyText={t('club.members.noTeams')}
      />
    </FormDialog>
  );
}

function Members({ clubId }: { clubId: string }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const principal = usePrincipal();
  const myUserId = useSession().user?.id ?? null;
  const staff = useClubStaff(clubId);
  const teams = useClubTeams(clubId);
  const remove = useRemoveStaff(clubId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const members = [...(staff.data ?? [])].sort((a, b) => a.user.email.localeCompare(b.user.email));
  const limit = useLimit(clubId, 'members', staff.data?.length);
  const manage = can(principal, 'staff.manage', { clubId });
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t('club.members.title')}
        text={t('club.members.intro')}
        actions={
          manage ? (
            <AddButton
              label={t('club.members.add')}
              onClick={() => setDialog({ kind: 'add' })}
              usage={limit}
              usageKey="club.usage.members"
              reachedKey="club.limit.members"
            />
          ) : undefined
        }
      />
      {staff.isPending ? (
        <Loading />
      ) : staff.isError ? (
        <LoadError onRetry={() => void staff.refetch()} />
      ) : members.length === 0 ? (
        <p className="card card--empty">{t('club.members.empty')}</p>
      ) : (
        <ScrollTable label={t('club.members.table')}>
          <thead>
            <tr>
              <th scope="col">{t('club.members.email')}</th>
              <th scope="col">{t('club.members.manager')}</th>
              <th scope="col">{t('club.members.coachedTeams')}</th>
              {manage ? (
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const isSelf = member.user.id === myUserId;
              return (
                <tr key={member.id}>
                  <th scope="row" className="table__main">
                    {member.user.email}
                    {isSelf ? <span className="tag">{t('club.members.you')}</span> : null}
                  </th>
                  <td>{member.isManager ? t('common.yes') : t('common.no')}</td>
                  <td>
                    {member.coach.length === 0
                      ? t('common.none')
                      : member.coach.map((entry) => entry.team.name).join(', ')}
                  </td>
                  {manage ? (
                    <td className="table__actions">
                      <button
                        type="button"
                        className="button button--flat button--small"
                        aria-label={t('club.members.editAccessFor', { email: member.user.email })}
                        onClick={() => setDialog({ kind: 'edit', member })}
                      >
                        {t('club.members.editAccess')}
                      </button>
                      {isSelf ? null : (
                        <button
                          type="button"
                          className="button button--flat button--small button--danger-text"
                          aria-label={t('club.members.removeFor', { email: member.user.email })}
                          onClick={() => setDialog({ kind: 'remove', member })}
                        >
                          {t('club.members.remove')}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}

      {dialog?.kind === 'add' ? <AddMemberDialog clubId={clubId} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditAccessDialog
          clubId={clubId}
          member={dialog.member}
          teams={teams.data ?? []}
          isSelf={dialog.member.user.id === myUserId}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('club.members.removeTitle')}
        question={
          dialog?.kind === 'remove'
            ? t('club.members.removeQuestion', { email: dialog.member.user.email })
            : ''
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t('club.members.remove')}
        danger
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          const { member } = dialog;
          close();
          remove.mutate(member.id, {
            onSuccess: () =>
              notify({ type: 'positive', message: t('club.members.removed', { email: member.user.email }) }),
          });
        }}
      />
    </>
  );
}

export default function MembersScreen() {
  return <ClubScreen>{(clubId) => <Members clubId={clubId} />}</ClubScreen>;
}
