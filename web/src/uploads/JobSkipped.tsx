/**
 * The devices a file held that were left out (issue 16): the ball, spare tags, another club's
 * devices, names mapped to a player who wears nothing. Each with its samples and why, and
 * "Map to player…" to say once who it is for the team's later files.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n/use-i18n.ts';
import type { Job, SkippedDevice } from './jobs.ts';
import { MapTagDialog } from './MapTagDialog.tsx';

export function JobSkipped({ job, teamId }: { readonly job: Job; readonly teamId: string }) {
  const { t, tn } = useI18n();
  const [mapping, setMapping] = useState<SkippedDevice | null>(null);
  if (job.skipped.length === 0) return null;
  return (
    <details className="job-skipped" data-testid="job-skipped">
      <summary>{tn('uploads.skippedCount', job.skipped.length)}</summary>
      <ul className="job-skipped__list">
        {job.skipped.map((device) => (
          <li key={device.key}>
            <span>{device.label === null ? device.key : `${device.label} (${device.key})`}</span>{' '}
            <span className="muted">
              {t(`uploads.skipReasons.${device.reason}`, {
                samples: tn('uploads.sampleCount', device.samples),
              })}
            </span>{' '}
            <button
              type="button"
              className="button button--flat button--small"
              onClick={() => setMapping(device)}
            >
              {t('uploads.mapToPlayer')}
            </button>
          </li>
        ))}
      </ul>
      {/* Outside the table: a cell's text does not wrap, a dialog's must. */}
      {mapping === null
        ? null
        : createPortal(
            <MapTagDialog teamId={teamId} device={mapping} onClose={() => setMapping(null)} />,
            document.body,
          )}
    </details>
  );
}
