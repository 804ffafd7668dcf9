/**
 * The team's season and range export (issue 21, docs/season-exports.md): a season (the shared
 * season filter) or dates, the contents (records, workload), the format (CSV, XLSX), what the file
 * holds, and Download: the link is asked on click, the browser downloads it while the card shows
 * its progress (events, then players, written) until the last byte. Self-contained: mounted on
 * the team's report page.
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { CheckboxGroup, optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import type { TeamDataContent } from '../../../gql/graphql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSeasonFilter } from '../hooks/use-season-filter.ts';
import { SeasonFilter } from '../components/SeasonFilter.tsx';
import { TeamExportProgress } from './TeamExportProgress.tsx';
import { useStartTeamExport, type TeamExportFormat } from './team-export.ts';
import './team-export.css';

const CONTENTS = ['RECORDS', 'WORKLOAD'] as const satisfies readonly TeamDataContent[];
const FORMATS = ['CSV', 'XLSX'] as const satisfies readonly TeamExportFormat[];
const MODES = ['season', 'dates'] as const;
type Mode = (typeof MODES)[number];

/** A calendar day `days` from today, in the browser's time zone (`YYYY-MM-DD`). */
const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');

export interface TeamExportCardProps {
  readonly teamId: string;
}

export function TeamExportCard({ teamId }: TeamExportCardProps) {
  const { t } = useI18n();
  const season = useSeasonFilter(teamId);
  const [mode, setMode] = useState<Mode>('season');
  const [from, setFrom] = useState(() => dayFromToday(-27));
  const [to, setTo] = useState(() => dayFromToday(0));
  const [content, setContent] = useState<TeamDataContent[]>([...CONTENTS]);
  const [format, setFormat] = useState<TeamExportFormat>('XLSX');
  const start = useStartTeamExport(teamId, (url) => window.location.assign(url));

  const holds =
    format === 'XLSX'
      ? t('teamExport.holdsXlsx')
      : content.length > 1
        ? t('teamExport.holdsCsvZip')
        : t('teamExport.holdsCsv');
  const periodReady = mode === 'season' ? season.season !== null : from !== '' && to !== '' && from <= to;
  const ready = periodReady && content.length > 0 && !start.isPending;
  const download = () =>
    start.mutate({
      format,
      seasonId: mode === 'season' ? (season.season?.id ?? null) : null,
      from,
      to,
      content: CONTENTS.filter((c) => content.includes(c)),
    });

  return (
    <Card title={t('teamExport.title')} intro={t('teamExport.intro')}>
      <div className="form-grid team-export">
        <SelectField
          label={t('teamExport.period')}
          value={mode}
          onValueChange={(value) => setMode(value === 'dates' ? 'dates' : 'season')}
          options={optionsOf(MODES, (value) => t(`teamExport.modes.${value}`))}
        />
        {mode === 'season' ? (
          <SeasonFilter filter={season} />
        ) : (
          <>
            <TextField
              label={t('teamExport.from')}
              type="date"
              value={from}
              max={to === '' ? undefined : to}
              onValueChange={setFrom}
            />
            <TextField
              label={t('teamExport.to')}
              type="date"
              value={to}
              min={from === '' ? undefined : from}
              onValueChange={setTo}
              hint={t('teamExport.maxDays')}
            />
          </>
        )}
        <SelectField
          label={t('teamExport.format')}
          value={format}
          onValueChange={(value) => setFormat(value === 'CSV' ? 'CSV' : 'XLSX')}
          options={optionsOf(FORMATS, (value) => t(`teamExport.formats.${value}`))}
          hint={holds}
        />
      </div>
      <CheckboxGroup
        legend={t('teamExport.content')}
        options={optionsOf(CONTENTS, (value) => t(`teamExport.contents.${value}`))}
        selected={content}
        onSelectedChange={(selected) => setContent(CONTENTS.filter((c) => selected.includes(c)))}
      />
      {content.length === 0 ? <p className="field__hint">{t('teamExport.pickContent')}</p> : null}
      <p className="card__text muted">{t('teamExport.columns')}</p>
      <div className="team-export__actions">
        <button type="button" className="button button--primary" disabled={!ready} onClick={download}>
          {t('teamExport.download')}
        </button>
      </div>
      {start.data === undefined ? null : (
        <TeamExportProgress started={start.data} content={start.variables?.content ?? []} />
      )}
    </Card>
  );
}
