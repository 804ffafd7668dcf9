/**
 * Temporary screen for `team.report` while the report page is built elsewhere: the team export
 * card alone. The merge mounts `TeamExportCard` on the report page and drops this file.
 */
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { TeamExportCard } from './TeamExportCard.tsx';

export default function TeamExportScreen({ params }: ScreenProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('nav.report')} />
      <TeamExportCard teamId={params.teamId ?? ''} />
    </>
  );
}
