/**
 * The FieldWiz analysis CSV (issue 21, docs/raw-archive.md): what it holds, the layout switch
 * (the new layout or the legacy one) and a button that asks for its link and downloads it.
 * Self-contained: mounted on the event's export page.
 */
import { useId, useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useFieldWizDownload } from './api/raw-downloads.ts';
import './raw-export.css';

export function FieldWizCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  const download = useFieldWizDownload(eventId);
  const [useNew, setUseNew] = useState(true);
  const hintId = useId();
  return (
    <Card title={t('rawExport.fieldWizTitle')} intro={t('rawExport.fieldWizIntro')}>
      <label className="switch raw-export__switch">
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
      <p id={hintId} className="card__text raw-export__layout">
        {useNew ? t('rawExport.newLayoutHint') : t('rawExport.legacyLayoutHint')}
      </p>
      <div className="raw-export__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="fieldwiz-download"
          disabled={download.isPending}
          onClick={() => download.mutate(useNew)}
        >
          {download.isPending ? t('rawExport.preparing') : t('rawExport.fieldWizButton')}
        </button>
        <p className="muted">{t('rawExport.linkNote')}</p>
      </div>
    </Card>
  );
}
