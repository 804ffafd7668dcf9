/** On a finished event's overview: the way to the session RPE entry. */
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';

export function RpeCard({ eventId, status }: { readonly eventId: string; readonly status: string }) {
  const { t } = useI18n();
  if (status !== 'FINISHED' && status !== 'LOCKED') return null;
  return (
    <Card
      title={t('rpe.title')}
      intro={t('rpe.openIntro')}
      actions={
        <Link href={`/event/${encodeURIComponent(eventId)}/rpe`} className="button button--primary">
          {t('rpe.open')}
        </Link>
      }
    />
  );
}
