/**
 * Every user (admin only): e-mail, verified, admin, club and manager, with a search by e-mail.
 * Impersonate acts as the user (spec §6): the impersonation token is stored beside the admin's own
 * and the app starts over as that user, with a banner to stop.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Loaded } from '../../../components/Loaded.tsx';
import { TextField } from '../../../components/Field.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { actAs } from '../../../state/session.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { useImpersonate } from '../api/impersonate.ts';
import { useUsers } from '../api/users.ts';

export default function UsersScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const principal = usePrincipal();
  const users = useUsers();
  const impersonate = useImpersonate();
  const [search, setSearch] = useState('');
  const [historyOf, setHistoryOf] = useState<{ id: string; email: string } | null>(null);
  const needle = search.trim().toLowerCase();
  const list = (users.data ?? []).filter((user) => needle === '' || user.email.includes(needle));
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  return (
    <div className="stack">
      <PageHeader title={t('admin.users.title')} text={t('admin.users.intro')} />
      <div className="filters">
        <TextField
          label={t('admin.users.search')}
          value={search}
          onValueChange={setSearch}
          type="search"
          autoComplete="off"
        />
      </div>
      <Loaded query={users} empty={list.length === 0 ? t('admin.users.empty') : null}>
        {() => (
          <DataTable
            label={t('admin.users.table')}
            rows={list}
            columns={[
              { key: 'email', kind: 'main', header: t('admin.users.email'), cell: (user) => user.email },
              { key: 'verified', header: t('admin.users.verified'), cell: (user) => yesNo(user.verified) },
              { key: 'admin', header: t('admin.users.admin'), cell: (user) => yesNo(user.admin) },
              {
                key: 'club',
                header: t('admin.users.club'),
                cell: (user) => user.staff?.club?.name ?? t('common.none'),
              },
              {
                key: 'manager',
                header: t('admin.users.manager'),
                cell: (user) => (user.staff === null ? t('common.none') : yesNo(user.staff.isManager)),
              },
              {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (user) => (
                  <>
                    <RowAction
                      label={t('history.action')}
                      ariaLabel={t('history.titleOf', { name: user.email })}
                      onClick={() => setHistoryOf({ id: user.id, email: user.email })}
                    />
                    {user.id !== principal.userId && can(principal, 'admin.impersonate') ? (
                      <RowAction
                        label={t('admin.users.impersonate')}
                        ariaLabel={t('admin.users.impersonateFor', { email: user.email })}
                        disabled={impersonate.isPending}
                        onClick={() =>
                          impersonate.mutate(user.id, {
                            onSuccess: (session) => {
                              // Nothing of the admin's cache belongs to the user.
                              actAs(session.token);
                              navigate('/');
                            },
                          })
                        }
                      />
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      {historyOf === null ? null : (
        <EntityHistory
          key={historyOf.id}
          entityType="ACCOUNT"
          entityId={historyOf.id}
          allowed={can(principal, 'admin.users')}
          title={t('history.titleOf', { name: historyOf.email })}
          initiallyOpen
        />
      )}
    </div>
  );
}
