/**
 * End-to-end tests serve the web app from `web/dist`: build it once here (when missing or stale)
 * rather than racing to build it in each platform process the tests start.
 */
import { DEFAULT_WEB_DIR } from '@stride/deploy/config';
import { ensureWebBuild } from '@stride/deploy/web-build';

export default async function setup(): Promise<void> {
  const log = { info: () => undefined, warn: console.warn, error: console.error };
  if (!(await ensureWebBuild(DEFAULT_WEB_DIR, log)))
    throw new Error('the web app could not be built (see above)');
}
