/**
 * The event's raw data archive (issue 21, docs/raw-archive.md): what the zip holds, and a button
 * that asks for its link and downloads it. Self-contained: mounted on the event's export page.
 */
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useRawArchiveDownload } from './api/raw-downloads.ts';
import './raw-export.css';

export function RawArchiveCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  const download = useRawArchiveDownload(eventId);
  return (
    <Card title={t('rawExport.archiveTitle')} intro={t('rawExport.archiveIntro')}>
      <ul className="raw-export__files">
        <li>{t('rawExport.archiveSamples')}</li>
        <li>{t('rawExport.archiveEvent')}</li>
        <li>{t('rawExport.archiveReadme')}</li>
      </ul>
      <div className="raw-export__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="raw-archive-download"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('rawExport.preparing') : t('rawExport.archiveButton')}
        </button>
        <p className="muted">{t('rawExport.linkNote')}</p>
      </div>
    </Card>
  );
}
