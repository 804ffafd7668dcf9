/**
 * "Export CSV": the filter's entries downloaded from `POST /audit/v1/export.csv` (docs/audit.md).
 * A form post, not a fetch: the browser streams the file to disk as it comes (a fetch would
 * hold it whole in memory), and the session token travels in the body, never in a URL.
 */
import type { AuditFilter } from '../../gql/graphql.ts';
import { useClientStore } from '../../state/client-store.ts';

export const AUDIT_EXPORT_PATH = '/audit/v1/export.csv';

export function downloadAuditCsv(filter: AuditFilter): void {
  const { authToken, impersonationToken } = useClientStore.getState();
  const fields: Record<string, string> = {};
  if (authToken !== null) fields['authorization'] = `Bearer ${authToken}`;
  if (impersonationToken !== null) fields['impersonate'] = `Bearer ${impersonationToken}`;
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = AUDIT_EXPORT_PATH;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
