/**
 * The event's raw data archive (issue 21, docs/raw-archive.md): one of the Export page's file
 * cards (`ExportCard`), its button asks for the zip's link and downloads it; under it, the files
 * the zip holds.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import { rawArchiveLink } from './api/raw-downloads.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { ExportCard } from './ExportCard.tsx';
import './raw-export.css';

export function RawArchiveCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  return (
    <ExportCard
      title={t('rawExport.archiveTitle')}
      intro={t('rawExport.archiveIntro')}
      actions={
        <DownloadButton
          primary
          testId="raw-archive-download"
          label={t('rawExport.archiveButton')}
          link={() => rawArchiveLink(eventId)}
        />
      }
    >
      <ul className="raw-export__files">
        <li>{t('rawExport.archiveSamples')}</li>
        <li>{t('rawExport.archiveEvent')}</li>
        <li>{t('rawExport.archiveReadme')}</li>
      </ul>
      <p className="muted raw-export__note">{t('rawExport.linkNote')}</p>
    </ExportCard>
  );
}
