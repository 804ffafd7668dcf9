/** Adding, removing and changing the access of staff members (managers; spec §6). */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { clubQueryOptions } from './club.ts';
import { clubStaffQueryOptions } from './club-staff.ts';

const NEW_STAFF = graphql(/* GraphQL */ `
  mutation NewStaff($email: String!, $isManager: Boolean) {
    newStaff(email: $email, isManager: $isManager) {
      ...StaffFields
    }
  }
`);
const REMOVE_STAFF = graphql(/* GraphQL */ `
  mutation RemoveStaff($staffId: ID!) {
    removeStaff(staffId: $staffId) {
      id
    }
  }
`);
const UPDATE_STAFF_ACCESS = graphql(/* GraphQL */ `
  mutation UpdateStaffAccess($staffId: ID!, $isManager: Boolean!) {
    updateStaffAccess(staffId: $staffId, isManager: $isManager) {
      ...StaffFields
    }
  }
`);
const ASSIGN_COACH = graphql(/* GraphQL */ `
  mutation AssignCoach($staffId: ID!, $teamIds: [ID!]!) {
    assignCoach(staffId: $staffId, teamIds: $teamIds) {
      ...StaffFields
    }
  }
`);

async function staffChanged(clubId: string): Promise<void> {
  await invalidate(clubStaffQueryOptions(clubId).queryKey, clubQueryOptions(clubId).queryKey);
}

export function useNewStaff(clubId: string) {
  return useMutation({
    mutationFn: async (input: { email: string; isManager: boolean }) =>
      (await sendCommand(NEW_STAFF, { ...input })).newStaff,
    onSuccess: () => staffChanged(clubId),
  });
}

export function useRemoveStaff(clubId: string) {
  return useMutation({
    mutationFn: async (staffId: string) => (await sendCommand(REMOVE_STAFF, { staffId })).removeStaff,
    onSuccess: () => staffChanged(clubId),
  });
}

export interface AccessChange {
  readonly staffId: string;
  /** Manager access to set; undefined leaves it. */
  readonly isManager?: boolean;
  /** The coached teams to set (replacing the previous ones); undefined leaves them. */
  readonly teamIds?: readonly string[];
}

/** Edit access: manager or not, and the coached teams, as two commands sent one after the other. */
export function useEditStaffAccess(clubId: string) {
  return useMutation({
    mutationFn: async ({ staffId, isManager, teamIds }: AccessChange) => {
      if (isManager !== undefined) await sendCommand(UPDATE_STAFF_ACCESS, { staffId, isManager });
      if (teamIds !== undefined) await sendCommand(ASSIGN_COACH, { staffId, teamIds });
    },
    // The first command may have gone through even when the second failed.
    onSettled: () => staffChanged(clubId),
  });
}
