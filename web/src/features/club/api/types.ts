/** The club area's data as the API returns it (query/src/schema.graphql), with the fields asked for. */
import type { DeviceType as ContractDeviceType } from '@stride/contracts/devices';
import type { PlayerDetails } from '@stride/contracts/player';
import type { PlanId, PlanLimits } from '@stride/contracts/plans';

export interface StaffMember {
  readonly id: string;
  readonly isManager: boolean;
  readonly createdAt: string;
  readonly user: { readonly id: string; readonly email: string };
  readonly coach: readonly {
    readonly id: string;
    readonly team: { readonly id: string; readonly name: string };
  }[];
}
export const STAFF_FIELDS = 'id isManager createdAt user { id email } coach { id team { id name } }';

export interface Team {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly logoUrl: string | null;
  readonly playersCount: number;
  readonly devicesCount: number;
  readonly createdAt: string;
}
export const TEAM_FIELDS = 'id clubId name logoUrl playersCount devicesCount createdAt';

/** The API's `Player`: the details every form edits, and what the server adds. */
export interface Player extends PlayerDetails {
  readonly id: string;
  readonly teamId: string;
  readonly age: number | null;
  readonly archived: boolean;
  readonly device: { readonly id: string; readonly name: string; readonly serial: string } | null;
}
export const PLAYER_FIELDS =
  'id teamId firstName lastName birthdate age gender number position profile league pictureUrl ' +
  'maxHeartRate restingHeartRate maxSpeed note archived device { id name serial }';

export interface Device {
  readonly id: string;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly playerId: string | null;
  readonly name: string;
  readonly type: string;
  readonly serial: string;
  readonly udid: string;
  readonly fwVersion: string | null;
  readonly hwVersion: string | null;
  readonly dockingStation: boolean;
  readonly player: { readonly id: string; readonly firstName: string; readonly lastName: string } | null;
}
export const DEVICE_FIELDS =
  'id clubId teamId playerId name type serial udid fwVersion hwVersion dockingStation player { id firstName lastName }';

export type DeviceType = ContractDeviceType;
export type { PlanLimits };

export interface ClubDetails {
  readonly id: string;
  readonly name: string;
  readonly sport: string;
  readonly timeZone: string;
  readonly teamsCount: number;
  readonly playersCount: number;
  readonly staffCount: number;
  readonly subscription: {
    readonly active: boolean;
    readonly plan: PlanId;
    readonly expiresAt: string | null;
    readonly limits: PlanLimits;
    readonly options: { readonly tagManagement: boolean };
    /** Devices the club owns now. */
    readonly devices: number;
  };
}
export const CLUB_FIELDS =
  'id name sport timeZone teamsCount playersCount staffCount ' +
  'subscription { active plan expiresAt limits { members teams players ranges devices } options { tagManagement } devices }';

/** The cache keys of one club's data: `all` covers every list, for a mutation that touches several. */
export const clubKeys = {
  all: (clubId: string) => ['club', clubId] as const,
  details: (clubId: string) => ['club', clubId, 'details'] as const,
  staff: (clubId: string) => ['club', clubId, 'staff'] as const,
  teams: (clubId: string) => ['club', clubId, 'teams'] as const,
  players: (clubId: string) => ['club', clubId, 'players'] as const,
  playerList: (clubId: string, archived: boolean) => ['club', clubId, 'players', { archived }] as const,
  devices: (clubId: string) => ['club', clubId, 'devices'] as const,
};
