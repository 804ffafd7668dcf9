/**
 * The team's tag mappings (issue 16): the names its files use (a tag's id, the vendor's name of a
 * player) and the player each is, made from a job's "Map to player…"; each can be removed.
 */
import { Card } from '../../../components/Card.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useTagMappings, useUnmapTag } from '../../../uploads/tag-mappings.ts';

export function TagMappingsCard({ teamId }: { readonly teamId: string }) {
  const { t, tn } = useI18n();
  const mappings = useTagMappings(teamId);
  const unmap = useUnmapTag(teamId);
  return (
    <Card title={t('uploads.mappingsTitle')} intro={t('uploads.mappingsText')}>
      <Loaded query={mappings}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t('uploads.mappingsEmpty')}</p>
          ) : (
            <ul className="job-skipped__list" aria-label={tn('uploads.mappingsCount', list.length)}>
              {list.map((mapping) => (
                <li key={mapping.name} data-testid="tag-mapping">
                  <strong>{mapping.name}</strong>{' '}
                  <span>→ {mapping.playerName ?? mapping.deviceName ?? t('uploads.mappingGone')}</span>{' '}
                  <button
                    type="button"
                    className="button button--flat button--small"
                    disabled={unmap.isPending}
                    onClick={() => unmap.mutate(mapping.name)}
                  >
                    {t('uploads.unmap')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
