/**
 * A download's caller as a GraphQL context: the user the link names, as they are now
 * (`downloadViewer`), so a handler checks access with the very functions its query used.
 */
import type { ApiContext } from '../context.ts';
import { commandMetadataFrom } from '../context.ts';
import type { DownloadRequest } from './downloads.ts';

export function downloadContext({ viewer, deps, req }: DownloadRequest): ApiContext {
  const request = new Request(`http://download.local${req.url ?? '/'}`, { method: 'GET' });
  return {
    viewer,
    reidentify: () => Promise.resolve(viewer),
    command: commandMetadataFrom(new Headers(), deps.now()),
    deps,
    clientIp: req.socket.remoteAddress ?? 'unknown',
    request,
    params: {},
    waitUntil: () => undefined,
  };
}
