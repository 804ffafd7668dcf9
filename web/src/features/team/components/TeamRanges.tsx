/** The team's data ranges, which every new event copies, with the plan's limit. */
import { RangesCard, type RangeChange } from '../../../components/RangesCard.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSession } from '../../../state/session.ts';
import type { TeamDetails } from '../api/fragments.ts';
import { useCreateTeamRange, useDeleteTeamRange, useUpdateTeamRange } from '../api/team-mutations.ts';

export function TeamRanges({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useI18n();
  const limit = useSession().staff?.club?.subscription.limits.ranges ?? null;
  const create = useCreateTeamRange(team.id);
  const update = useUpdateTeamRange(team.id);
  const remove = useDeleteTeamRange(team.id);
  const save = (change: RangeChange): Promise<unknown> => {
    switch (change.kind) {
      case 'create':
        return create.mutateAsync({ type: change.type, ...change.input });
      case 'update':
        return update.mutateAsync({ id: change.id, type: change.type, ...change.input });
      case 'delete':
        return remove.mutateAsync({ id: change.id });
    }
  };
  return (
    <RangesCard
      title={t('team.settings.rangesTitle')}
      intro={t('team.settings.rangesIntro')}
      ranges={team.ranges}
      limit={limit}
      editable={editable}
      onSave={save}
    />
  );
}
