/** The role × action table of `permissions.ts` as Markdown, for `contracts/PERMISSIONS.md`. */
import { permissions, type Action, type Role } from './permissions.ts';

const columns: readonly Role[] = ['admin', 'manager', 'coach', 'staff', 'user'];

export function permissionsTable(): string {
  const header = `| Action | Scope | ${columns.join(' | ')} | What it covers |`;
  const rule = `| --- | --- | ${columns.map(() => ':-:').join(' | ')} | --- |`;
  const rows = (Object.keys(permissions) as Action[]).map((action) => {
    const p = permissions[action];
    const roles = p.roles as readonly Role[];
    const cells = columns.map((role) => (roles.includes(role) ? '✓' : ''));
    return `| \`${action}\` | ${p.scope} | ${cells.join(' | ')} | ${p.description} |`;
  });
  return [header, rule, ...rows].join('\n');
}
