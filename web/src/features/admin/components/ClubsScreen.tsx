/**
 * Every club (admin only) with its plan, status, end and counts against its limits; a filter on
 * active, inactive or all; "Edit subscription" changes plan, status, end, limits and options.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
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
          options={FILTERS.map((value) => ({ value, label: t(`admin.clubs.filters.${value}`) }))}
        />
      </div>
      {clubs.isPending ? (
        <Loading />
      ) : clubs.isError ? (
        <LoadError onRetry={() => void clubs.refetch()} />
      ) : list.length === 0 ? (
        <p className="card card--empty">{t('admin.clubs.empty')}</p>
      ) : (
        <ScrollTable label={t('admin.clubs.table')}>
          <thead>
            <tr>
              <th scope="col">{t('admin.clubs.name')}</th>
              <th scope="col">{t('admin.clubs.plan')}</th>
              <th scope="col">{t('admin.clubs.active')}</th>
              <th scope="col">{t('admin.clubs.expires')}</th>
              <th scope="col" className="table__number">
                {t('admin.clubs.members')}
              </th>
              <th scope="col" className="table__number">
                {t('admin.clubs.teams')}
              </th>
              <th scope="col" className="table__number">
                {t('admin.clubs.players')}
              </th>
              <th scope="col" className="table__number">
                {t('admin.clubs.devices')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((club) => {
              const { subscription: sub } = club;
              return (
                <tr key={club.id}>
                  <th scope="row" className="table__main">
                    {club.name}
                  </th>
                  <td>{t(`enums.plan.${sub.plan}`)}</td>
                  <td>{sub.active ? t('common.yes') : t('common.no')}</td>
                  <td>
                    {sub.expiresAt === null ? t('club.settings.never') : formatDate(locale, sub.expiresAt)}
                  </td>
                  <td className="table__number">{count(club.staffCount, sub.limits.members)}</td>
                  <td className="table__number">{count(club.teamsCount, sub.limits.teams)}</td>
                  <td className="table__number">{count(club.playersCount, sub.limits.players)}</td>
                  <td className="table__number">{count(sub.devices, sub.limits.devices)}</td>
                  <td className="table__actions">
                    {can(principal, 'admin.subscription', { clubId: club.id }) ? (
                      <button
                        type="button"
                        className="button button--flat button--small"
                        aria-label={t('admin.clubs.editFor', { name: club.name })}
                        onClick={() => setEditing(club)}
                      >
                        {t('admin.clubs.edit')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
      {editing === null ? null : <SubscriptionDialog club={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
