/**
 * Sending a file with one of the upload mutations for a team: the job it answers with joins the
 * team's list, and while it runs a toast says the file arrived (gone as soon as the job ends:
 * `storeJob`; a job that ended at once gets none, its row says it). A refusal is shown, and
 * thrown so the picker keeps the file.
 */
import type { TypedDocumentString } from '../gql/graphql.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useNotifications } from '../notifications/notifications.ts';
import { jobToastKey, RUNNING, storeJob, type Job } from './jobs.ts';
import { uploadJob, type SendProgress } from './upload.ts';

export function useSendFile(teamId: string) {
  const { t } = useI18n();
  return async <Variables extends { readonly file: File }>(
    document: TypedDocumentString<Record<string, Job>, Variables>,
    variables: Omit<Variables, 'file'>,
    file: File,
    onProgress: (progress: SendProgress) => void,
  ): Promise<void> => {
    const job = await uploadJob(document, variables, file, onProgress, (sent) => storeJob(teamId, sent));
    if (RUNNING.has(job.state))
      useNotifications.getState().notify({
        type: 'positive',
        message: t('uploads.received', { name: job.fileName }),
        key: jobToastKey(job.id),
      });
  };
}
