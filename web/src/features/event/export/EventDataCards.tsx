/**
 * The event's data files (docs/exports.md): CSV (wide or long) and XLSX, each player's figures
 * over the whole event, each period and each session, with the versioned column set.
 */
import { EXPORT_SCHEMA_VERSION, METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { eventDataCsvLink, eventDataXlsxLink } from './api/exports.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { ExportCard } from './ExportCard.tsx';

/** Every figure column with its unit, opened on demand. */
function ColumnList() {
  const { t } = useI18n();
  return (
    <details className="definitions">
      <summary>{t('eventExport.columnList', { count: String(METRICS_COLUMNS.length) })}</summary>
      <p className="muted">{t('eventExport.columnNote')}</p>
      <dl>
        {METRICS_COLUMNS.map((column) => (
          <div key={column.name}>
            <dt>
              <code>{column.name}</code>
            </dt>
            <dd>{column.unit}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function useDataFacts(layouts: string) {
  const { t } = useI18n();
  return [
    { label: t('eventExport.scopes'), value: t('eventExport.scopesValue') },
    { label: t('eventExport.layouts'), value: layouts },
    { label: t('eventExport.columns'), value: METRICS_COLUMNS.length },
    { label: t('eventExport.schemaVersion'), value: EXPORT_SCHEMA_VERSION },
  ];
}

export function EventDataCsvCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  return (
    <ExportCard
      title={t('eventExport.csvTitle')}
      intro={t('eventExport.csvIntro')}
      facts={useDataFacts(t('eventExport.csvLayouts'))}
      actions={
        <>
          <DownloadButton
            primary
            label={t('eventExport.downloadWide')}
            link={() => eventDataCsvLink(eventId, 'WIDE')}
          />
          <DownloadButton
            label={t('eventExport.downloadLong')}
            link={() => eventDataCsvLink(eventId, 'LONG')}
          />
        </>
      }
    >
      <ColumnList />
    </ExportCard>
  );
}

export function EventDataXlsxCard({ eventId }: { readonly eventId: string }) {
  const { t } = useI18n();
  return (
    <ExportCard
      title={t('eventExport.xlsxTitle')}
      intro={t('eventExport.xlsxIntro')}
      facts={useDataFacts(t('eventExport.xlsxLayouts'))}
      actions={
        <DownloadButton
          primary
          label={t('eventExport.downloadXlsx')}
          link={() => eventDataXlsxLink(eventId)}
        />
      }
    />
  );
}
