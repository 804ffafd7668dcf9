/** Commands of the `device-<id>` aggregate. */

export interface AddDevice {
  readonly type: 'AddDevice';
  readonly data: {
    readonly deviceId: string;
    readonly clubId: string;
    readonly serial: string;
    readonly udid: string;
    /** @default DEFAULT_DEVICE_TYPE */
    readonly type?: string | null;
    /** @default the serial */
    readonly name?: string | null;
  };
}

export interface AssignToTeam {
  readonly type: 'AssignToTeam';
  /** `clubId`: the club acting; only its own devices may move. */
  readonly data: { readonly clubId: string; readonly teamId: string };
}

export interface UnassignFromTeam {
  readonly type: 'UnassignFromTeam';
  readonly data: { readonly clubId: string };
}

export type DeviceCommand = AddDevice | AssignToTeam | UnassignFromTeam;
