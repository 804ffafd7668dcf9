/**
 * The FieldWiz analysis CSV (issue 21, docs/raw-archive.md): one of the Export page's file cards
 * (`ExportCard`), with the layout switch (the new layout or the legacy one) above its button,
 * which asks for the file's link in that layout and downloads it.
 */
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { fieldWizLink } from './api/raw-downloads.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { ExportCard } from './ExportCard.tsx';
import './raw-export.css';

export function FieldWizCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  const [useNew, setUseNew] = useState(true);
  const hintId = useId();
  const layout = (
    <div className="raw-export__layout">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          data-testid="fieldwiz-new-layout"
          checked={useNew}
          aria-describedby={hintId}
          onChange={(event) => setUseNew(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span>{t('rawExport.newLayout')}</span>
      </label>
      <p id={hintId} className="muted">
        {useNew ? t('rawExport.newLayoutHint') : t('rawExport.legacyLayoutHint')}
      </p>
    </div>
  );
  return (
    <ExportCard
      title={t('rawExport.fieldWizTitle')}
      intro={t('rawExport.fieldWizIntro')}
      options={layout}
      actions={
        <DownloadButton
          primary
          testId="fieldwiz-download"
          label={t('rawExport.fieldWizButton')}
          link={() => fieldWizLink(eventId, useNew)}
        />
      }
    >
      <p className="muted raw-export__note">{t('rawExport.linkNote')}</p>
    </ExportCard>
  );
}
