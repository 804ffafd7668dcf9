/** The team's data ranges, which every new event copies, with the plan's limit. */
import { RangesCard } from '../../../components/RangesCard.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { TeamDetails } from '../api/fragments.ts';
import { useCreateTeamRange, useDeleteTeamRange, useUpdateTeamRange } from '../api/team-mutations.ts';

export function TeamRanges({ team, editable }: { team: TeamDetails; editable: boolean }) {
  const { t } = useI18n();
  const create = useCreateTeamRange(team.id);
  const update = useUpdateTeamRange(team.id);
  const remove = useDeleteTeamRange(team.id);
  return (
    <RangesCard
      title={t('team.settings.rangesTitle')}
      intro={t('team.settings.rangesIntro')}
      ranges={team.ranges}
      editable={editable}
      commands={{
        create: (type, input) => create.mutateAsync({ type, ...input }),
        update: (id, type, input) => update.mutateAsync({ id, type, ...input }),
        remove: (id) => remove.mutateAsync({ id }),
      }}
    />
  );
}
