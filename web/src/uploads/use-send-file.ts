/**
 * Sending files with one of the upload mutations for a team: each file waits its turn in the
 * upload queue (queue.ts), goes up with the mutation, and the job it answers with joins the
 * team's list. What happens to a file is said beside it (FileQueue), not in a toast.
 */
import type { TypedDocumentString } from '../gql/graphql.ts';
import { storeJob, type Job } from './jobs.ts';
import { enqueue } from './queue.ts';
import { uploadJob } from './upload.ts';

export function useSendFiles(teamId: string, group: string) {
  return <Variables extends { readonly file: File }>(
    document: TypedDocumentString<Record<string, Job>, Variables>,
    variables: Omit<Variables, 'file'>,
    files: readonly File[],
  ): void =>
    enqueue(teamId, group, files, (file, onProgress) =>
      uploadJob(document, variables, file, onProgress, (sent) => storeJob(teamId, sent)),
    );
}
