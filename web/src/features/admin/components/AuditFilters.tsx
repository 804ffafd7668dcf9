/** The audit screen's filters: club, user, entity type and id, event type, days; applied on submit. */
import { auditEntityTypes } from '@stride/contracts/audit';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/Field.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useClubs } from '../api/clubs.ts';
import { useUsers } from '../api/users.ts';
import { EMPTY_AUDIT_FILTER, type AuditFilterDraft } from '../audit-filter.ts';

export function AuditFilters({
  applied,
  onApply,
}: {
  readonly applied: AuditFilterDraft;
  readonly onApply: (filter: AuditFilterDraft) => void;
}) {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState<AuditFilterDraft>(applied);
  const clubs = useClubs(null);
  const users = useUsers();
  const set = (key: keyof AuditFilterDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const clubOptions = [...(clubs.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map((club) => ({ value: club.id, label: club.name }));
  const userOptions = [...(users.data ?? [])]
    .sort((a, b) => a.email.localeCompare(b.email, locale))
    .map((user) => ({ value: user.id, label: user.email }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="audit-filters" aria-label={t('audit.filters')} onSubmit={submit}>
      <SelectField
        label={t('audit.club')}
        value={draft.clubId}
        onValueChange={set('clubId')}
        options={clubOptions}
        emptyLabel={t('audit.allClubs')}
      />
      <SelectField
        label={t('audit.user')}
        value={draft.actorId}
        onValueChange={set('actorId')}
        options={userOptions}
        emptyLabel={t('audit.anyone')}
      />
      <SelectField
        label={t('audit.entityType')}
        value={draft.entityType}
        onValueChange={set('entityType')}
        options={auditEntityTypes.map((type) => ({ value: type, label: t(`audit.entityTypes.${type}`) }))}
        emptyLabel={t('audit.anyEntity')}
      />
      <TextField
        label={t('audit.entityId')}
        value={draft.entityId}
        onValueChange={set('entityId')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t('audit.eventType')}
        hint={t('audit.eventTypeHint')}
        value={draft.eventType}
        onValueChange={set('eventType')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField label={t('audit.from')} type="date" value={draft.from} onValueChange={set('from')} />
      <TextField label={t('audit.to')} type="date" value={draft.to} onValueChange={set('to')} />
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          {t('audit.apply')}
        </button>
        <button
          type="button"
          className="button button--flat"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTER);
            onApply(EMPTY_AUDIT_FILTER);
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
