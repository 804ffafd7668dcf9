/** The team report page's event report: one of the team's latest events, chosen, and its card. */
import { useState } from 'react';
import { Card } from '../../components/Card.tsx';
import { SelectField } from '../../components/Field.tsx';
import { LoadError } from '../../components/Loaded.tsx';
import { Loading } from '../../components/Loading.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useReportTeamEvents } from './api/team-events.ts';
import { EventReportCard } from './EventReportCard.tsx';

export function TeamEventReport({ teamId }: { readonly teamId: string }) {
  const { t, locale } = useI18n();
  const events = useReportTeamEvents(teamId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} />;
  const eventId = chosen ?? events.data[0]?.id ?? null;
  if (eventId === null)
    return (
      <Card title={t('reports.eventTitle')} intro={t('reports.eventIntro')}>
        <p className="muted">{t('reports.noEvents')}</p>
      </Card>
    );
  return (
    <EventReportCard eventId={eventId}>
      <div className="report-field">
        <SelectField
          label={t('reports.event')}
          value={eventId}
          onValueChange={setChosen}
          options={events.data.map((event) => ({
            value: event.id,
            label: `${event.name}${event.startDate == null ? '' : ` · ${formatDate(locale, event.startDate)}`}`,
          }))}
        />
      </div>
    </EventReportCard>
  );
}
