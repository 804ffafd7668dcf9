/**
 * The club's staff (spec §2 "members", §6): who is a manager and which teams each member coaches.
 * Adding a member, editing access and removing one each ask for confirmation first. The list
 * follows the `clubStaff` subscription, so another manager's change appears by itself.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Loaded } from '../../../components/Loaded.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useSession } from '../../../state/session.ts';
import { useClubStaff } from '../api/club-staff.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useRemoveStaff } from '../api/staff-mutations.ts';
import type { StaffMember } from '../api/fragments.ts';
import { AddButton } from './AddButton.tsx';
import { AddMemberDialog } from './AddMemberDialog.tsx';
import { EditAccessDialog } from './EditAccessDialog.tsx';
import { clubScreen } from './ClubScreen.tsx';

type Dialog =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly member: StaffMember }
  | { readonly kind: 'remove'; readonly member: StaffMember };

function Members({ clubId }: { clubId: string }) {
  const { t } = useI18n();
  const principal = usePrincipal();
  const myUserId = useSession().user?.id ?? null;
  const staff = useClubStaff(clubId);
  const teams = useClubTeams(clubId);
  const remove = useRemoveStaff(clubId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const members = [...(staff.data ?? [])].sort((a, b) => a.user.email.localeCompare(b.user.email));
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
              clubId={clubId}
              limit="members"
              used={staff.data?.length}
            />
          ) : undefined
        }
      />
      <Loaded query={staff} empty={members.length === 0 ? t('club.members.empty') : null}>
        {() => (
          <DataTable
            label={t('club.members.table')}
            rows={members}
            columns={[
              {
                key: 'email',
                kind: 'main',
                header: t('club.members.email'),
                cell: (member) => (
                  <>
                    {member.user.email}
                    {member.user.id === myUserId ? (
                      <span className="tag">{t('club.members.you')}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'manager',
                header: t('club.members.manager'),
                cell: (member) => (member.isManager ? t('common.yes') : t('common.no')),
              },
              {
                key: 'coached',
                header: t('club.members.coachedTeams'),
                cell: (member) =>
                  member.coach.length === 0
                    ? t('common.none')
                    : member.coach.map((entry) => entry.team.name).join(', '),
              },
              manage && {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (member) => (
                  <>
                    <RowAction
                      label={t('club.members.editAccess')}
                      ariaLabel={t('club.members.editAccessFor', { email: member.user.email })}
                      onClick={() => setDialog({ kind: 'edit', member })}
                    />
                    {member.user.id === myUserId ? null : (
                      <RowAction
                        variant="danger-text"
                        label={t('club.members.remove')}
                        ariaLabel={t('club.members.removeFor', { email: member.user.email })}
                        onClick={() => setDialog({ kind: 'remove', member })}
                      />
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Loaded>

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
            onSuccess: () => notifySuccess(t('club.members.removed', { email: member.user.email })),
          });
        }}
      />
    </>
  );
}

export default clubScreen(Members);
