/**
 * The event's tags on its overview (issue 19): chips, and for its staff on a plan with tag
 * management an editor suggesting the team's tags. Without the option the card says which plans
 * have it (tags given before stay visible).
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSession } from '../../../state/session.ts';
import { useSetTags, useTeamTags } from '../api/event-tags.ts';
import type { EventView } from '../api/fragments.ts';
import { TagChips } from './TagChips.tsx';
import { TagEditorDialog } from './TagEditorDialog.tsx';

/** Whether the signed-in member's club plan has tag management. */
export function useTagManagement(): boolean {
  return useSession().staff?.club?.subscription.options.tagManagement ?? false;
}

export function EventTags({ event, editable }: { event: EventView; editable: boolean }) {
  const { t } = useI18n();
  const allowed = useTagManagement();
  const [editing, setEditing] = useState(false);
  const teamTags = useTeamTags(event.teamId, editing);
  const save = useSetTags(event.id, event.teamId);
  const canEdit = editable && allowed;
  return (
    <Card
      title={t('eventTags.title')}
      actions={
        canEdit ? (
          <button type="button" className="button button--flat" onClick={() => setEditing(true)}>
            {t('eventTags.edit')}
          </button>
        ) : null
      }
    >
      <div className="event-tags" data-testid="event-tags">
        {event.tags.length === 0 ? <span className="muted">{t('eventTags.none')}</span> : null}
        <TagChips tags={event.tags} label={t('eventTags.title')} />
      </div>
      {editable && !allowed ? <p className="muted">{t('eventTags.notInPlan')}</p> : null}
      {editing ? (
        <TagEditorDialog
          title={t('eventTags.dialogTitle', { name: event.name })}
          tags={event.tags}
          suggestions={(teamTags.data ?? []).map((x) => x.tag)}
          pending={save.isPending}
          onSave={(tags, options) => save.mutate({ periodId: null, tags }, options)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}
