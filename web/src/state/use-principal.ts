import { useMemo } from 'react';
import type { Principal } from '@stride/contracts/permissions';
import { principalOf } from './principal.ts';
import { useSession } from './session.ts';

/** The signed-in user as the permission table sees them (principal.ts). */
export function usePrincipal(): Principal {
  const { user, staff } = useSession();
  return useMemo(() => principalOf(user, staff), [user, staff]);
}
