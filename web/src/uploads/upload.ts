/**
 * Sending a file with a GraphQL multipart request (the GraphQL multipart request specification)
 * over XMLHttpRequest, which reports how much of the body has gone: fetch cannot.
 */
import { GRAPHQL_PATH, GraphQLRequestError, NetworkError, requestHeaders } from '../api/graphql.ts';
import type { TypedDocumentString } from '../gql/graphql.ts';
import type { ServerError } from '../notifications/notifications.ts';
import { useClientStore } from '../state/client-store.ts';

/** Device files: FIT, GPX, TCX and the CSV layouts the readers know. */
export const DEVICE_FILE_TYPES = '.fit,.gpx,.tcx,.csv,text/csv,application/gpx+xml';

export interface SendProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Run a mutation whose `$file` variable is `file`; resolves with its data. */
export function uploadFile<Result, Variables extends { readonly file: File }>(
  document: TypedDocumentString<Result, Variables>,
  variables: Omit<Variables, 'file'>,
  file: File,
  onProgress: (progress: SendProgress) => void,
): Promise<Result> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: document.toString(), variables: { ...variables, file: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, file.name);
  const { authToken, impersonationToken, demo, locale } = useClientStore.getState();
  return new Promise<Result>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', GRAPHQL_PATH);
    for (const [name, value] of Object.entries(
      requestHeaders({ authToken, impersonationToken, demo, locale }),
    ))
      request.setRequestHeader(name, value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onerror = () => reject(new NetworkError('the upload did not reach the server'));
    request.onload = () => {
      let body: { data?: Result | null; errors?: ServerError[] };
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        reject(
          request.status === 413
            ? new GraphQLRequestError([
                { message: 'BULK_UPLOAD_TOO_LARGE', extensions: { code: 'BAD_USER_INPUT' } },
              ])
            : new NetworkError(`the server answered ${request.status}`),
        );
        return;
      }
      if (body.errors !== undefined && body.errors.length > 0) reject(new GraphQLRequestError(body.errors));
      else if (body.data == null) reject(new NetworkError('the server answered without data'));
      else resolve(body.data);
    };
    request.send(form);
  });
}

/**
 * Send a file with a mutation answering with one job: the job goes into the team's cached list.
 * A refusal is thrown as it came (the upload queue shows it beside the file, or waits its turn).
 */
export async function uploadJob<
  Job extends { readonly id: string },
  Variables extends { readonly file: File },
>(
  document: TypedDocumentString<Record<string, Job>, Variables>,
  variables: Omit<Variables, 'file'>,
  file: File,
  onProgress: (progress: SendProgress) => void,
  store: (job: Job) => void,
): Promise<Job> {
  const data = await uploadFile(document, variables, file, onProgress);
  const job = Object.values(data)[0];
  if (job === undefined) throw new Error('no job in the answer');
  store(job);
  return job;
}
