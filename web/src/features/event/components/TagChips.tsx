/** Tags as chips (issue 19); with `onRemove`, each has a button taking it away. */
import { Icon } from '../../../components/Icon.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';

export function TagChips({
  tags,
  label,
  onRemove,
}: {
  tags: readonly string[];
  /** The list's accessible name. */
  label: string;
  onRemove?: (tag: string) => void;
}) {
  const { t } = useI18n();
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag" title={tag}>
          {tag}
          {onRemove === undefined ? null : (
            <button
              type="button"
              className="tag__remove"
              aria-label={t('eventTags.remove', { tag })}
              onClick={() => onRemove(tag)}
            >
              <Icon name="close" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
