/** A period's tags (issue 19): the editor suggesting the club's drills first, then the team's tags. */
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSession } from '../../../state/session.ts';
import { useClubDrills, useSetTags, useTeamTags } from '../api/event-tags.ts';
import type { EventView, Period } from '../api/fragments.ts';
import { TagEditorDialog } from './TagEditorDialog.tsx';

export function PeriodTagsDialog({
  event,
  period,
  onClose,
}: {
  event: EventView;
  period: Period;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const clubId = useSession().staff?.club?.id ?? null;
  const drills = useClubDrills(clubId);
  const teamTags = useTeamTags(event.teamId);
  const save = useSetTags(event.id, event.teamId);
  const suggestions = [...(drills.data ?? []).map((d) => d.name), ...(teamTags.data ?? []).map((x) => x.tag)];
  return (
    <TagEditorDialog
      title={t('eventTags.dialogTitle', { name: period.name })}
      tags={period.tags}
      suggestions={[...new Map(suggestions.map((s) => [s.toLocaleLowerCase('en'), s])).values()]}
      pending={save.isPending}
      onSave={(tags, options) => save.mutate({ periodId: period.id, tags }, options)}
      onClose={onClose}
    />
  );
}
