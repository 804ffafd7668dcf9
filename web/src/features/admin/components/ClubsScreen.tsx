/**
 * Every club (admin only) with its plan, status, end and counts against its limits; a filter on
 * active, inactive or all; "Edit subscription" changes plan, status, end, limits and options.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Loaded } from '../../../components/Loaded.tsx';
import { optionsOf, SelectField } from '../../../components/Field.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubs } from '../api/clubs.ts';
import type { AdminClub } from '../api/clubs.ts';
import { SubscriptionDialog } from './SubscriptionDialog.tsx';

type Filter = 'all' | 'active' | 'inactive';
const FILTERS: readonly Filter[] = ['all', 'active', 'inactive'];

export default function ClubsScreen() {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const [filter, setFilter] = useState<Filter>('all');
  const clubs = useClubs(filter === 'all' ? null : filter === 'active');
  const [editing, setEditing] = useState<AdminClub | null>(null);
  const list = [...(clubs.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));
  const count = (used: number, limit: number) => t('admin.clubs.count', { used, limit });

  return (
    <div className="stack">
      <PageHeader title={t('admin.clubs.title')} text={t('admin.clubs.intro')} />
      <div className="filters">
        <SelectField
          label={t('admin.clubs.filter')}
          value={filter}
          onValueChange={(value) => setFilter(FILTERS.find((candidate) => candidate === value) ?? 'all')}
          options={optionsOf(FILTERS, (value) => t(`admin.clubs.filters.${value}`))}
        />
      </div>
      <Loaded query={clubs} empty={list.length === 0 ? t('admin.clubs.empty') : null}>
        {() => (
          <DataTable
            label={t('admin.clubs.table')}
            rows={list}
            columns={[
              { key: 'name', kind: 'main', header: t('admin.clubs.name'), cell: (club) => club.name },
              {
                key: 'plan',
                header: t('admin.clubs.plan'),
                cell: (club) => t(`enums.plan.${club.subscription.plan}`),
              },
              {
                key: 'active',
                header: t('admin.clubs.active'),
                cell: (club) => (club.subscription.active ? t('common.yes') : t('common.no')),
              },
              {
                key: 'expires',
                header: t('admin.clubs.expires'),
                cell: ({ subscription: sub }) =>
                  sub.expiresAt === null ? t('club.settings.never') : formatDate(locale, sub.expiresAt),
              },
              {
                key: 'members',
                kind: 'number',
                header: t('admin.clubs.members'),
                cell: (club) => count(club.staffCount, club.subscription.limits.members),
              },
              {
                key: 'teams',
                kind: 'number',
                header: t('admin.clubs.teams'),
                cell: (club) => count(club.teamsCount, club.subscription.limits.teams),
              },
              {
                key: 'players',
                kind: 'number',
                header: t('admin.clubs.players'),
                cell: (club) => count(club.playersCount, club.subscription.limits.players),
              },
              {
                key: 'devices',
                kind: 'number',
                header: t('admin.clubs.devices'),
                cell: (club) => count(club.subscription.devices, club.subscription.limits.devices),
              },
              {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (club) =>
                  can(principal, 'admin.subscription', { clubId: club.id }) ? (
                    <RowAction
                      label={t('admin.clubs.edit')}
                      ariaLabel={t('admin.clubs.editFor', { name: club.name })}
                      onClick={() => setEditing(club)}
                    />
                  ) : null,
              },
            ]}
          />
        )}
      </Loaded>
      {editing === null ? null : <SubscriptionDialog club={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
