/** Types generated for queries found in "projector/src/projections/catalog.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'InsertUser' parameters type */
export interface IInsertUserParams {
  at: DateOrString;
  email: string;
  locale: string;
  revision: NumberOrString;
  userId: string;
}

/** 'InsertUser' return type */
export type IInsertUserResult = void;

/** 'InsertUser' query type */
export interface IInsertUserQuery {
  params: IInsertUserParams;
  result: IInsertUserResult;
}

const insertUserIR: any = {"usedParamSet":{"userId":true,"email":true,"locale":true,"at":true,"revision":true},"params":[{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":100,"b":107}]},{"name":"email","required":true,"transform":{"type":"scalar"},"locs":[{"a":110,"b":116}]},{"name":"locale","required":true,"transform":{"type":"scalar"},"locs":[{"a":133,"b":140}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":143,"b":146},{"a":149,"b":152}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":155,"b":164}]}],"statement":"INSERT INTO rm.users (id, email, verified, admin, locale, created_at, updated_at, revision)\nVALUES (:userId!, :email!, false, false, :locale!, :at!, :at!, :revision!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.users (id, email, verified, admin, locale, created_at, updated_at, revision)
 * VALUES (:userId!, :email!, false, false, :locale!, :at!, :at!, :revision!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertUser = new PreparedQuery<IInsertUserParams,IInsertUserResult>(insertUserIR);


/** 'MoveUser' parameters type */
export interface IMoveUserParams {
  at: DateOrString;
  revision: NumberOrString;
  userId: string;
}

/** 'MoveUser' return type */
export interface IMoveUserResult {
  id: string;
}

/** 'MoveUser' query type */
export interface IMoveUserQuery {
  params: IMoveUserParams;
  result: IMoveUserResult;
}

const moveUserIR: any = {"usedParamSet":{"revision":true,"at":true,"userId":true},"params":[{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":31,"b":40},{"a":97,"b":106}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":56,"b":59}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":80}]}],"statement":"UPDATE rm.users SET revision = :revision!, updated_at = :at!\n WHERE id = :userId! AND revision < :revision!\nRETURNING id"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET revision = :revision!, updated_at = :at!
 *  WHERE id = :userId! AND revision < :revision!
 * RETURNING id
 * ```
 */
export const moveUser = new PreparedQuery<IMoveUserParams,IMoveUserResult>(moveUserIR);


/** 'SetUserCredentialsChanged' parameters type */
export interface ISetUserCredentialsChangedParams {
  at: DateOrString;
  userId: string;
}

/** 'SetUserCredentialsChanged' return type */
export type ISetUserCredentialsChangedResult = void;

/** 'SetUserCredentialsChanged' query type */
export interface ISetUserCredentialsChangedQuery {
  params: ISetUserCredentialsChangedParams;
  result: ISetUserCredentialsChangedResult;
}

const setUserCredentialsChangedIR: any = {"usedParamSet":{"at":true,"userId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":45,"b":48}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":61,"b":68}]}],"statement":"UPDATE rm.users SET credentials_changed_at = :at! WHERE id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET credentials_changed_at = :at! WHERE id = :userId!
 * ```
 */
export const setUserCredentialsChanged = new PreparedQuery<ISetUserCredentialsChangedParams,ISetUserCredentialsChangedResult>(setUserCredentialsChangedIR);


/** 'EraseUser' parameters type */
export interface IEraseUserParams {
  at: DateOrString;
  userId: string;
}

/** 'EraseUser' return type */
export type IEraseUserResult = void;

/** 'EraseUser' query type */
export interface IEraseUserQuery {
  params: IEraseUserParams;
  result: IEraseUserResult;
}

const eraseUserIR: any = {"usedParamSet":{"at":true,"userId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":75}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":88,"b":95}]}],"statement":"UPDATE rm.users SET email = '', admin = false, credentials_changed_at = :at! WHERE id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET email = '', admin = false, credentials_changed_at = :at! WHERE id = :userId!
 * ```
 */
export const eraseUser = new PreparedQuery<IEraseUserParams,IEraseUserResult>(eraseUserIR);


/** 'SetUserVerified' parameters type */
export interface ISetUserVerifiedParams {
  userId: string;
}

/** 'SetUserVerified' return type */
export type ISetUserVerifiedResult = void;

/** 'SetUserVerified' query type */
export interface ISetUserVerifiedQuery {
  params: ISetUserVerifiedParams;
  result: ISetUserVerifiedResult;
}

const setUserVerifiedIR: any = {"usedParamSet":{"userId":true},"params":[{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":47,"b":54}]}],"statement":"UPDATE rm.users SET verified = true WHERE id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET verified = true WHERE id = :userId!
 * ```
 */
export const setUserVerified = new PreparedQuery<ISetUserVerifiedParams,ISetUserVerifiedResult>(setUserVerifiedIR);


/** 'SetUserAdmin' parameters type */
export interface ISetUserAdminParams {
  admin: boolean;
  userId: string;
}

/** 'SetUserAdmin' return type */
export type ISetUserAdminResult = void;

/** 'SetUserAdmin' query type */
export interface ISetUserAdminQuery {
  params: ISetUserAdminParams;
  result: ISetUserAdminResult;
}

const setUserAdminIR: any = {"usedParamSet":{"admin":true,"userId":true},"params":[{"name":"admin","required":true,"transform":{"type":"scalar"},"locs":[{"a":28,"b":34}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":47,"b":54}]}],"statement":"UPDATE rm.users SET admin = :admin! WHERE id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET admin = :admin! WHERE id = :userId!
 * ```
 */
export const setUserAdmin = new PreparedQuery<ISetUserAdminParams,ISetUserAdminResult>(setUserAdminIR);


/** 'SetUserClub' parameters type */
export interface ISetUserClubParams {
  clubId: string;
  staffId: string;
  userId: string;
}

/** 'SetUserClub' return type */
export type ISetUserClubResult = void;

/** 'SetUserClub' query type */
export interface ISetUserClubQuery {
  params: ISetUserClubParams;
  result: ISetUserClubResult;
}

const setUserClubIR: any = {"usedParamSet":{"clubId":true,"staffId":true,"userId":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":30,"b":37}]},{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":51,"b":59}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":79}]}],"statement":"UPDATE rm.users SET club_id = :clubId!, staff_id = :staffId! WHERE id = :userId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET club_id = :clubId!, staff_id = :staffId! WHERE id = :userId!
 * ```
 */
export const setUserClub = new PreparedQuery<ISetUserClubParams,ISetUserClubResult>(setUserClubIR);


/** 'ClearUserClub' parameters type */
export interface IClearUserClubParams {
  staffId: string;
  userId: string;
}

/** 'ClearUserClub' return type */
export type IClearUserClubResult = void;

/** 'ClearUserClub' query type */
export interface IClearUserClubQuery {
  params: IClearUserClubParams;
  result: IClearUserClubResult;
}

const clearUserClubIR: any = {"usedParamSet":{"userId":true,"staffId":true},"params":[{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":63,"b":70}]},{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":87,"b":95}]}],"statement":"UPDATE rm.users SET club_id = NULL, staff_id = NULL WHERE id = :userId! AND staff_id = :staffId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.users SET club_id = NULL, staff_id = NULL WHERE id = :userId! AND staff_id = :staffId!
 * ```
 */
export const clearUserClub = new PreparedQuery<IClearUserClubParams,IClearUserClubResult>(clearUserClubIR);


/** 'InsertDevice' parameters type */
export interface IInsertDeviceParams {
  at: DateOrString;
  clubId: string;
  deviceId: string;
  name: string;
  revision: NumberOrString;
  serial: string;
  type: string;
  udid?: string | null | void;
}

/** 'InsertDevice' return type */
export type IInsertDeviceResult = void;

/** 'InsertDevice' query type */
export interface IInsertDeviceQuery {
  params: IInsertDeviceParams;
  result: IInsertDeviceResult;
}

const insertDeviceIR: any = {"usedParamSet":{"deviceId":true,"clubId":true,"serial":true,"udid":true,"type":true,"name":true,"at":true,"revision":true},"params":[{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":105,"b":114}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":117,"b":124}]},{"name":"serial","required":true,"transform":{"type":"scalar"},"locs":[{"a":127,"b":134}]},{"name":"udid","required":false,"transform":{"type":"scalar"},"locs":[{"a":137,"b":141}]},{"name":"type","required":true,"transform":{"type":"scalar"},"locs":[{"a":144,"b":149}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":152,"b":157}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":160,"b":163},{"a":166,"b":169}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":172,"b":181}]}],"statement":"INSERT INTO rm.devices (id, club_id, serial, udid, type, name, created_at, updated_at, revision)\nVALUES (:deviceId!, :clubId!, :serial!, :udid, :type!, :name!, :at!, :at!, :revision!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.devices (id, club_id, serial, udid, type, name, created_at, updated_at, revision)
 * VALUES (:deviceId!, :clubId!, :serial!, :udid, :type!, :name!, :at!, :at!, :revision!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertDevice = new PreparedQuery<IInsertDeviceParams,IInsertDeviceResult>(insertDeviceIR);


/** 'SetDeviceTeam' parameters type */
export interface ISetDeviceTeamParams {
  at: DateOrString;
  deviceId: string;
  revision: NumberOrString;
  teamId?: string | null | void;
}

/** 'SetDeviceTeam' return type */
export type ISetDeviceTeamResult = void;

/** 'SetDeviceTeam' query type */
export interface ISetDeviceTeamQuery {
  params: ISetDeviceTeamParams;
  result: ISetDeviceTeamResult;
}

const setDeviceTeamIR: any = {"usedParamSet":{"teamId":true,"at":true,"revision":true,"deviceId":true},"params":[{"name":"teamId","required":false,"transform":{"type":"scalar"},"locs":[{"a":32,"b":38}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":54,"b":57}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":71,"b":80},{"a":120,"b":129}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":94,"b":103}]}],"statement":"UPDATE rm.devices SET team_id = :teamId, updated_at = :at!, revision = :revision!\n WHERE id = :deviceId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.devices SET team_id = :teamId, updated_at = :at!, revision = :revision!
 *  WHERE id = :deviceId! AND revision < :revision!
 * ```
 */
export const setDeviceTeam = new PreparedQuery<ISetDeviceTeamParams,ISetDeviceTeamResult>(setDeviceTeamIR);


/** 'InsertClub' parameters type */
export interface IInsertClubParams {
  active: boolean;
  at: DateOrString;
  clubId: string;
  expiresAt?: DateOrString | null | void;
  limitDevices: number;
  limitMembers: number;
  limitPlayers: number;
  limitRanges: number;
  limitTeams: number;
  name: string;
  plan: string;
  revision: NumberOrString;
  sport: string;
  tagManagement: boolean;
  timeZone: string;
}

/** 'InsertClub' return type */
export type IInsertClubResult = void;

/** 'InsertClub' query type */
export interface IInsertClubQuery {
  params: IInsertClubParams;
  result: IInsertClubResult;
}

const insertClubIR: any = {"usedParamSet":{"clubId":true,"name":true,"sport":true,"timeZone":true,"plan":true,"active":true,"expiresAt":true,"limitMembers":true,"limitTeams":true,"limitPlayers":true,"limitRanges":true,"limitDevices":true,"tagManagement":true,"at":true,"revision":true},"params":[{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":228,"b":235}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":238,"b":243}]},{"name":"sport","required":true,"transform":{"type":"scalar"},"locs":[{"a":246,"b":252}]},{"name":"timeZone","required":true,"transform":{"type":"scalar"},"locs":[{"a":255,"b":264}]},{"name":"plan","required":true,"transform":{"type":"scalar"},"locs":[{"a":267,"b":272}]},{"name":"active","required":true,"transform":{"type":"scalar"},"locs":[{"a":275,"b":282}]},{"name":"expiresAt","required":false,"transform":{"type":"scalar"},"locs":[{"a":285,"b":294}]},{"name":"limitMembers","required":true,"transform":{"type":"scalar"},"locs":[{"a":297,"b":310}]},{"name":"limitTeams","required":true,"transform":{"type":"scalar"},"locs":[{"a":313,"b":324}]},{"name":"limitPlayers","required":true,"transform":{"type":"scalar"},"locs":[{"a":335,"b":348}]},{"name":"limitRanges","required":true,"transform":{"type":"scalar"},"locs":[{"a":351,"b":363}]},{"name":"limitDevices","required":true,"transform":{"type":"scalar"},"locs":[{"a":366,"b":379}]},{"name":"tagManagement","required":true,"transform":{"type":"scalar"},"locs":[{"a":382,"b":396}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":399,"b":402},{"a":405,"b":408}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":411,"b":420}]}],"statement":"INSERT INTO rm.clubs (id, name, sport, time_zone, plan, active, expires_at, limit_members, limit_teams,\n                      limit_players, limit_ranges, limit_devices, tag_management, created_at, updated_at, revision)\nVALUES (:clubId!, :name!, :sport!, :timeZone!, :plan!, :active!, :expiresAt, :limitMembers!, :limitTeams!,\n        :limitPlayers!, :limitRanges!, :limitDevices!, :tagManagement!, :at!, :at!, :revision!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.clubs (id, name, sport, time_zone, plan, active, expires_at, limit_members, limit_teams,
 *                       limit_players, limit_ranges, limit_devices, tag_management, created_at, updated_at, revision)
 * VALUES (:clubId!, :name!, :sport!, :timeZone!, :plan!, :active!, :expiresAt, :limitMembers!, :limitTeams!,
 *         :limitPlayers!, :limitRanges!, :limitDevices!, :tagManagement!, :at!, :at!, :revision!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertClub = new PreparedQuery<IInsertClubParams,IInsertClubResult>(insertClubIR);


/** 'MoveClub' parameters type */
export interface IMoveClubParams {
  at: DateOrString;
  clubId: string;
  revision: NumberOrString;
}

/** 'MoveClub' return type */
export interface IMoveClubResult {
  id: string;
}

/** 'MoveClub' query type */
export interface IMoveClubQuery {
  params: IMoveClubParams;
  result: IMoveClubResult;
}

const moveClubIR: any = {"usedParamSet":{"revision":true,"at":true,"clubId":true},"params":[{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":31,"b":40},{"a":97,"b":106}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":56,"b":59}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":80}]}],"statement":"UPDATE rm.clubs SET revision = :revision!, updated_at = :at!\n WHERE id = :clubId! AND revision < :revision!\nRETURNING id"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.clubs SET revision = :revision!, updated_at = :at!
 *  WHERE id = :clubId! AND revision < :revision!
 * RETURNING id
 * ```
 */
export const moveClub = new PreparedQuery<IMoveClubParams,IMoveClubResult>(moveClubIR);


/** 'UpdateClub' parameters type */
export interface IUpdateClubParams {
  clubId: string;
  name: string;
  sport: string;
  timeZone: string;
}

/** 'UpdateClub' return type */
export type IUpdateClubResult = void;

/** 'UpdateClub' query type */
export interface IUpdateClubQuery {
  params: IUpdateClubParams;
  result: IUpdateClubResult;
}

const updateClubIR: any = {"usedParamSet":{"name":true,"sport":true,"timeZone":true,"clubId":true},"params":[{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":27,"b":32}]},{"name":"sport","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":49}]},{"name":"timeZone","required":true,"transform":{"type":"scalar"},"locs":[{"a":64,"b":73}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":86,"b":93}]}],"statement":"UPDATE rm.clubs SET name = :name!, sport = :sport!, time_zone = :timeZone! WHERE id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.clubs SET name = :name!, sport = :sport!, time_zone = :timeZone! WHERE id = :clubId!
 * ```
 */
export const updateClub = new PreparedQuery<IUpdateClubParams,IUpdateClubResult>(updateClubIR);


/** 'UpdateClubSubscription' parameters type */
export interface IUpdateClubSubscriptionParams {
  active: boolean;
  clubId: string;
  expiresAt?: DateOrString | null | void;
  limitDevices: number;
  limitMembers: number;
  limitPlayers: number;
  limitRanges: number;
  limitTeams: number;
  plan: string;
  tagManagement: boolean;
}

/** 'UpdateClubSubscription' return type */
export type IUpdateClubSubscriptionResult = void;

/** 'UpdateClubSubscription' query type */
export interface IUpdateClubSubscriptionQuery {
  params: IUpdateClubSubscriptionParams;
  result: IUpdateClubSubscriptionResult;
}

const updateClubSubscriptionIR: any = {"usedParamSet":{"plan":true,"active":true,"expiresAt":true,"limitMembers":true,"limitTeams":true,"limitPlayers":true,"limitRanges":true,"limitDevices":true,"tagManagement":true,"clubId":true},"params":[{"name":"plan","required":true,"transform":{"type":"scalar"},"locs":[{"a":27,"b":32}]},{"name":"active","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":51}]},{"name":"expiresAt","required":false,"transform":{"type":"scalar"},"locs":[{"a":67,"b":76}]},{"name":"limitMembers","required":true,"transform":{"type":"scalar"},"locs":[{"a":95,"b":108}]},{"name":"limitTeams","required":true,"transform":{"type":"scalar"},"locs":[{"a":132,"b":143}]},{"name":"limitPlayers","required":true,"transform":{"type":"scalar"},"locs":[{"a":162,"b":175}]},{"name":"limitRanges","required":true,"transform":{"type":"scalar"},"locs":[{"a":193,"b":205}]},{"name":"limitDevices","required":true,"transform":{"type":"scalar"},"locs":[{"a":231,"b":244}]},{"name":"tagManagement","required":true,"transform":{"type":"scalar"},"locs":[{"a":264,"b":278}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":292,"b":299}]}],"statement":"UPDATE rm.clubs SET plan = :plan!, active = :active!, expires_at = :expiresAt, limit_members = :limitMembers!,\n       limit_teams = :limitTeams!, limit_players = :limitPlayers!, limit_ranges = :limitRanges!,\n       limit_devices = :limitDevices!, tag_management = :tagManagement!\n WHERE id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.clubs SET plan = :plan!, active = :active!, expires_at = :expiresAt, limit_members = :limitMembers!,
 *        limit_teams = :limitTeams!, limit_players = :limitPlayers!, limit_ranges = :limitRanges!,
 *        limit_devices = :limitDevices!, tag_management = :tagManagement!
 *  WHERE id = :clubId!
 * ```
 */
export const updateClubSubscription = new PreparedQuery<IUpdateClubSubscriptionParams,IUpdateClubSubscriptionResult>(updateClubSubscriptionIR);


/** 'InsertStaff' parameters type */
export interface IInsertStaffParams {
  at: DateOrString;
  clubId: string;
  email: string;
  isManager: boolean;
  staffId: string;
  userId: string;
}

/** 'InsertStaff' return type */
export type IInsertStaffResult = void;

/** 'InsertStaff' query type */
export interface IInsertStaffQuery {
  params: IInsertStaffParams;
  result: IInsertStaffResult;
}

const insertStaffIR: any = {"usedParamSet":{"staffId":true,"clubId":true,"userId":true,"email":true,"isManager":true,"at":true},"params":[{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":111,"b":119}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":122,"b":129}]},{"name":"userId","required":true,"transform":{"type":"scalar"},"locs":[{"a":132,"b":139}]},{"name":"email","required":true,"transform":{"type":"scalar"},"locs":[{"a":142,"b":148}]},{"name":"isManager","required":true,"transform":{"type":"scalar"},"locs":[{"a":151,"b":161}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":170,"b":173},{"a":176,"b":179}]}],"statement":"INSERT INTO rm.staff (id, club_id, user_id, email, is_manager, coach_team_ids, created_at, updated_at)\nVALUES (:staffId!, :clubId!, :userId!, :email!, :isManager!, '{}', :at!, :at!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.staff (id, club_id, user_id, email, is_manager, coach_team_ids, created_at, updated_at)
 * VALUES (:staffId!, :clubId!, :userId!, :email!, :isManager!, '{}', :at!, :at!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertStaff = new PreparedQuery<IInsertStaffParams,IInsertStaffResult>(insertStaffIR);


/** 'SetStaffAccess' parameters type */
export interface ISetStaffAccessParams {
  at: DateOrString;
  isManager: boolean;
  staffId: string;
}

/** 'SetStaffAccess' return type */
export type ISetStaffAccessResult = void;

/** 'SetStaffAccess' query type */
export interface ISetStaffAccessQuery {
  params: ISetStaffAccessParams;
  result: ISetStaffAccessResult;
}

const setStaffAccessIR: any = {"usedParamSet":{"isManager":true,"at":true,"staffId":true},"params":[{"name":"isManager","required":true,"transform":{"type":"scalar"},"locs":[{"a":33,"b":43}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":59,"b":62}]},{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":75,"b":83}]}],"statement":"UPDATE rm.staff SET is_manager = :isManager!, updated_at = :at! WHERE id = :staffId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.staff SET is_manager = :isManager!, updated_at = :at! WHERE id = :staffId!
 * ```
 */
export const setStaffAccess = new PreparedQuery<ISetStaffAccessParams,ISetStaffAccessResult>(setStaffAccessIR);


/** 'DeleteStaff' parameters type */
export interface IDeleteStaffParams {
  staffId: string;
}

/** 'DeleteStaff' return type */
export type IDeleteStaffResult = void;

/** 'DeleteStaff' query type */
export interface IDeleteStaffQuery {
  params: IDeleteStaffParams;
  result: IDeleteStaffResult;
}

const deleteStaffIR: any = {"usedParamSet":{"staffId":true},"params":[{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":32,"b":40}]}],"statement":"DELETE FROM rm.staff WHERE id = :staffId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.staff WHERE id = :staffId!
 * ```
 */
export const deleteStaff = new PreparedQuery<IDeleteStaffParams,IDeleteStaffResult>(deleteStaffIR);


/** 'SetCoachTeams' parameters type */
export interface ISetCoachTeamsParams {
  at: DateOrString;
  staffId: string;
  teamIds: stringArray;
}

/** 'SetCoachTeams' return type */
export type ISetCoachTeamsResult = void;

/** 'SetCoachTeams' query type */
export interface ISetCoachTeamsQuery {
  params: ISetCoachTeamsParams;
  result: ISetCoachTeamsResult;
}

const setCoachTeamsIR: any = {"usedParamSet":{"teamIds":true,"at":true,"staffId":true},"params":[{"name":"teamIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":37,"b":45}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":61,"b":64}]},{"name":"staffId","required":true,"transform":{"type":"scalar"},"locs":[{"a":77,"b":85}]}],"statement":"UPDATE rm.staff SET coach_team_ids = :teamIds!, updated_at = :at! WHERE id = :staffId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.staff SET coach_team_ids = :teamIds!, updated_at = :at! WHERE id = :staffId!
 * ```
 */
export const setCoachTeams = new PreparedQuery<ISetCoachTeamsParams,ISetCoachTeamsResult>(setCoachTeamsIR);


/** 'InsertTeam' parameters type */
export interface IInsertTeamParams {
  at: DateOrString;
  clubId: string;
  logoUrl?: string | null | void;
  name: string;
  teamId: string;
}

/** 'InsertTeam' return type */
export type IInsertTeamResult = void;

/** 'InsertTeam' query type */
export interface IInsertTeamQuery {
  params: IInsertTeamParams;
  result: IInsertTeamResult;
}

const insertTeamIR: any = {"usedParamSet":{"teamId":true,"clubId":true,"name":true,"logoUrl":true,"at":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":83,"b":90}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":93,"b":100}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":103,"b":108}]},{"name":"logoUrl","required":false,"transform":{"type":"scalar"},"locs":[{"a":111,"b":118}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":121,"b":124},{"a":127,"b":130}]}],"statement":"INSERT INTO rm.teams (id, club_id, name, logo_url, created_at, updated_at)\nVALUES (:teamId!, :clubId!, :name!, :logoUrl, :at!, :at!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.teams (id, club_id, name, logo_url, created_at, updated_at)
 * VALUES (:teamId!, :clubId!, :name!, :logoUrl, :at!, :at!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertTeam = new PreparedQuery<IInsertTeamParams,IInsertTeamResult>(insertTeamIR);


/** 'UpdateTeam' parameters type */
export interface IUpdateTeamParams {
  at: DateOrString;
  logoUrl?: string | null | void;
  name: string;
  teamId: string;
}

/** 'UpdateTeam' return type */
export type IUpdateTeamResult = void;

/** 'UpdateTeam' query type */
export interface IUpdateTeamQuery {
  params: IUpdateTeamParams;
  result: IUpdateTeamResult;
}

const updateTeamIR: any = {"usedParamSet":{"name":true,"logoUrl":true,"at":true,"teamId":true},"params":[{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":27,"b":32}]},{"name":"logoUrl","required":false,"transform":{"type":"scalar"},"locs":[{"a":46,"b":53}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":72}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":85,"b":92}]}],"statement":"UPDATE rm.teams SET name = :name!, logo_url = :logoUrl, updated_at = :at! WHERE id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET name = :name!, logo_url = :logoUrl, updated_at = :at! WHERE id = :teamId!
 * ```
 */
export const updateTeam = new PreparedQuery<IUpdateTeamParams,IUpdateTeamResult>(updateTeamIR);


/** 'AppendTeamRange' parameters type */
export interface IAppendTeamRangeParams {
  at: DateOrString;
  rangeId: string;
  ranges: Json;
  teamId: string;
}

/** 'AppendTeamRange' return type */
export type IAppendTeamRangeResult = void;

/** 'AppendTeamRange' query type */
export interface IAppendTeamRangeQuery {
  params: IAppendTeamRangeParams;
  result: IAppendTeamRangeResult;
}

const appendTeamRangeIR: any = {"usedParamSet":{"ranges":true,"at":true,"teamId":true,"rangeId":true},"params":[{"name":"ranges","required":true,"transform":{"type":"scalar"},"locs":[{"a":39,"b":46}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":72}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":86,"b":93}]},{"name":"rangeId","required":true,"transform":{"type":"scalar"},"locs":[{"a":156,"b":164}]}],"statement":"UPDATE rm.teams SET ranges = ranges || :ranges!::jsonb, updated_at = :at!\n WHERE id = :teamId! AND NOT ranges @> jsonb_build_array(jsonb_build_object('id', :rangeId!::text))"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET ranges = ranges || :ranges!::jsonb, updated_at = :at!
 *  WHERE id = :teamId! AND NOT ranges @> jsonb_build_array(jsonb_build_object('id', :rangeId!::text))
 * ```
 */
export const appendTeamRange = new PreparedQuery<IAppendTeamRangeParams,IAppendTeamRangeResult>(appendTeamRangeIR);


/** 'ReplaceTeamRange' parameters type */
export interface IReplaceTeamRangeParams {
  at: DateOrString;
  range: Json;
  rangeId: string;
  teamId: string;
}

/** 'ReplaceTeamRange' return type */
export type IReplaceTeamRangeResult = void;

/** 'ReplaceTeamRange' query type */
export interface IReplaceTeamRangeQuery {
  params: IReplaceTeamRangeParams;
  result: IReplaceTeamRangeResult;
}

const replaceTeamRangeIR: any = {"usedParamSet":{"at":true,"rangeId":true,"range":true,"teamId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":33,"b":36}]},{"name":"rangeId","required":true,"transform":{"type":"scalar"},"locs":[{"a":108,"b":116}]},{"name":"range","required":true,"transform":{"type":"scalar"},"locs":[{"a":123,"b":129}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":253,"b":260}]}],"statement":"UPDATE rm.teams SET updated_at = :at!, ranges = (\n         SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')\n           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))\n WHERE id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET updated_at = :at!, ranges = (
 *          SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')
 *            FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))
 *  WHERE id = :teamId!
 * ```
 */
export const replaceTeamRange = new PreparedQuery<IReplaceTeamRangeParams,IReplaceTeamRangeResult>(replaceTeamRangeIR);


/** 'DeleteTeamRange' parameters type */
export interface IDeleteTeamRangeParams {
  at: DateOrString;
  rangeId: string;
  teamId: string;
}

/** 'DeleteTeamRange' return type */
export type IDeleteTeamRangeResult = void;

/** 'DeleteTeamRange' query type */
export interface IDeleteTeamRangeQuery {
  params: IDeleteTeamRangeParams;
  result: IDeleteTeamRangeResult;
}

const deleteTeamRangeIR: any = {"usedParamSet":{"at":true,"rangeId":true,"teamId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":33,"b":36}]},{"name":"rangeId","required":true,"transform":{"type":"scalar"},"locs":[{"a":198,"b":206}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":221,"b":228}]}],"statement":"UPDATE rm.teams SET updated_at = :at!, ranges = (\n         SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')\n           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)\n WHERE id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.teams SET updated_at = :at!, ranges = (
 *          SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
 *            FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)
 *  WHERE id = :teamId!
 * ```
 */
export const deleteTeamRange = new PreparedQuery<IDeleteTeamRangeParams,IDeleteTeamRangeResult>(deleteTeamRangeIR);


/** 'UpsertTeamTrackingProfile' parameters type */
export interface IUpsertTeamTrackingProfileParams {
  at: DateOrString;
  clubId: string;
  overrides: Json;
  profile: string;
  teamId: string;
}

/** 'UpsertTeamTrackingProfile' return type */
export type IUpsertTeamTrackingProfileResult = void;

/** 'UpsertTeamTrackingProfile' query type */
export interface IUpsertTeamTrackingProfileQuery {
  params: IUpsertTeamTrackingProfileParams;
  result: IUpsertTeamTrackingProfileResult;
}

const upsertTeamTrackingProfileIR: any = {"usedParamSet":{"teamId":true,"profile":true,"clubId":true,"overrides":true,"at":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":97,"b":104}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":107,"b":115}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":118,"b":125}]},{"name":"overrides","required":true,"transform":{"type":"scalar"},"locs":[{"a":128,"b":138},{"a":204,"b":214}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":141,"b":144},{"a":230,"b":233}]}],"statement":"INSERT INTO rm.team_tracking_profiles (team_id, profile, club_id, overrides, updated_at)\nVALUES (:teamId!, :profile!, :clubId!, :overrides!, :at!)\nON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!, updated_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.team_tracking_profiles (team_id, profile, club_id, overrides, updated_at)
 * VALUES (:teamId!, :profile!, :clubId!, :overrides!, :at!)
 * ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!, updated_at = :at!
 * ```
 */
export const upsertTeamTrackingProfile = new PreparedQuery<IUpsertTeamTrackingProfileParams,IUpsertTeamTrackingProfileResult>(upsertTeamTrackingProfileIR);


/** 'DeleteTeamTrackingProfile' parameters type */
export interface IDeleteTeamTrackingProfileParams {
  profile: string;
  teamId: string;
}

/** 'DeleteTeamTrackingProfile' return type */
export type IDeleteTeamTrackingProfileResult = void;

/** 'DeleteTeamTrackingProfile' query type */
export interface IDeleteTeamTrackingProfileQuery {
  params: IDeleteTeamTrackingProfileParams;
  result: IDeleteTeamTrackingProfileResult;
}

const deleteTeamTrackingProfileIR: any = {"usedParamSet":{"teamId":true,"profile":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":54,"b":61}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":77,"b":85}]}],"statement":"DELETE FROM rm.team_tracking_profiles WHERE team_id = :teamId! AND profile = :profile!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.team_tracking_profiles WHERE team_id = :teamId! AND profile = :profile!
 * ```
 */
export const deleteTeamTrackingProfile = new PreparedQuery<IDeleteTeamTrackingProfileParams,IDeleteTeamTrackingProfileResult>(deleteTeamTrackingProfileIR);


/** 'UpsertTeamLiveAlerts' parameters type */
export interface IUpsertTeamLiveAlertsParams {
  at: DateOrString;
  clubId: string;
  distanceTarget?: number | null | void;
  heartRatePercent?: number | null | void;
  heartRateSeconds?: number | null | void;
  hsrTarget?: number | null | void;
  sprintTarget?: number | null | void;
  teamId: string;
}

/** 'UpsertTeamLiveAlerts' return type */
export type IUpsertTeamLiveAlertsResult = void;

/** 'UpsertTeamLiveAlerts' query type */
export interface IUpsertTeamLiveAlertsQuery {
  params: IUpsertTeamLiveAlertsParams;
  result: IUpsertTeamLiveAlertsResult;
}

const upsertTeamLiveAlertsIR: any = {"usedParamSet":{"teamId":true,"clubId":true,"hsrTarget":true,"sprintTarget":true,"distanceTarget":true,"heartRatePercent":true,"heartRateSeconds":true,"at":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":157,"b":164}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":167,"b":174}]},{"name":"hsrTarget","required":false,"transform":{"type":"scalar"},"locs":[{"a":177,"b":186},{"a":316,"b":325}]},{"name":"sprintTarget","required":false,"transform":{"type":"scalar"},"locs":[{"a":189,"b":201},{"a":344,"b":356}]},{"name":"distanceTarget","required":false,"transform":{"type":"scalar"},"locs":[{"a":204,"b":218},{"a":377,"b":391}]},{"name":"heartRatePercent","required":false,"transform":{"type":"scalar"},"locs":[{"a":221,"b":237},{"a":417,"b":433}]},{"name":"heartRateSeconds","required":false,"transform":{"type":"scalar"},"locs":[{"a":240,"b":256},{"a":457,"b":473}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":259,"b":262},{"a":489,"b":492}]}],"statement":"INSERT INTO rm.team_live_alerts\n  (team_id, club_id, hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at)\nVALUES (:teamId!, :clubId!, :hsrTarget, :sprintTarget, :distanceTarget, :heartRatePercent, :heartRateSeconds, :at!)\nON CONFLICT (team_id) DO UPDATE SET\n  hsr_target = :hsrTarget, sprint_target = :sprintTarget, distance_target = :distanceTarget,\n  heart_rate_percent = :heartRatePercent, heart_rate_seconds = :heartRateSeconds, updated_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.team_live_alerts
 *   (team_id, club_id, hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at)
 * VALUES (:teamId!, :clubId!, :hsrTarget, :sprintTarget, :distanceTarget, :heartRatePercent, :heartRateSeconds, :at!)
 * ON CONFLICT (team_id) DO UPDATE SET
 *   hsr_target = :hsrTarget, sprint_target = :sprintTarget, distance_target = :distanceTarget,
 *   heart_rate_percent = :heartRatePercent, heart_rate_seconds = :heartRateSeconds, updated_at = :at!
 * ```
 */
export const upsertTeamLiveAlerts = new PreparedQuery<IUpsertTeamLiveAlertsParams,IUpsertTeamLiveAlertsResult>(upsertTeamLiveAlertsIR);


/** 'InsertTeamReceiver' parameters type */
export interface IInsertTeamReceiverParams {
  at: DateOrString;
  clubId: string;
  name: string;
  receiverId: string;
  teamId: string;
  tokenHash: string;
}

/** 'InsertTeamReceiver' return type */
export type IInsertTeamReceiverResult = void;

/** 'InsertTeamReceiver' query type */
export interface IInsertTeamReceiverQuery {
  params: IInsertTeamReceiverParams;
  result: IInsertTeamReceiverResult;
}

const insertTeamReceiverIR: any = {"usedParamSet":{"receiverId":true,"teamId":true,"clubId":true,"name":true,"tokenHash":true,"at":true},"params":[{"name":"receiverId","required":true,"transform":{"type":"scalar"},"locs":[{"a":100,"b":111}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":114,"b":121}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":124,"b":131}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":134,"b":139}]},{"name":"tokenHash","required":true,"transform":{"type":"scalar"},"locs":[{"a":142,"b":152}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":155,"b":158}]}],"statement":"INSERT INTO rm.team_receivers (receiver_id, team_id, club_id, name, token_hash, created_at)\nVALUES (:receiverId!, :teamId!, :clubId!, :name!, :tokenHash!, :at!)\nON CONFLICT (receiver_id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.team_receivers (receiver_id, team_id, club_id, name, token_hash, created_at)
 * VALUES (:receiverId!, :teamId!, :clubId!, :name!, :tokenHash!, :at!)
 * ON CONFLICT (receiver_id) DO NOTHING
 * ```
 */
export const insertTeamReceiver = new PreparedQuery<IInsertTeamReceiverParams,IInsertTeamReceiverResult>(insertTeamReceiverIR);


/** 'RevokeTeamReceiver' parameters type */
export interface IRevokeTeamReceiverParams {
  at: DateOrString;
  receiverId: string;
}

/** 'RevokeTeamReceiver' return type */
export type IRevokeTeamReceiverResult = void;

/** 'RevokeTeamReceiver' query type */
export interface IRevokeTeamReceiverQuery {
  params: IRevokeTeamReceiverParams;
  result: IRevokeTeamReceiverResult;
}

const revokeTeamReceiverIR: any = {"usedParamSet":{"at":true,"receiverId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":42,"b":45}]},{"name":"receiverId","required":true,"transform":{"type":"scalar"},"locs":[{"a":67,"b":78}]}],"statement":"UPDATE rm.team_receivers SET revoked_at = :at! WHERE receiver_id = :receiverId! AND revoked_at IS NULL"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.team_receivers SET revoked_at = :at! WHERE receiver_id = :receiverId! AND revoked_at IS NULL
 * ```
 */
export const revokeTeamReceiver = new PreparedQuery<IRevokeTeamReceiverParams,IRevokeTeamReceiverResult>(revokeTeamReceiverIR);


/** 'InsertSeason' parameters type */
export interface IInsertSeasonParams {
  at: DateOrString;
  clubId: string;
  endDate: DateOrString;
  league?: string | null | void;
  name: string;
  seasonId: string;
  startDate: DateOrString;
  teamId: string;
}

/** 'InsertSeason' return type */
export type IInsertSeasonResult = void;

/** 'InsertSeason' query type */
export interface IInsertSeasonQuery {
  params: IInsertSeasonParams;
  result: IInsertSeasonResult;
}

const insertSeasonIR: any = {"usedParamSet":{"seasonId":true,"clubId":true,"teamId":true,"name":true,"league":true,"startDate":true,"endDate":true,"at":true},"params":[{"name":"seasonId","required":true,"transform":{"type":"scalar"},"locs":[{"a":102,"b":111}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":114,"b":121}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":124,"b":131}]},{"name":"name","required":true,"transform":{"type":"scalar"},"locs":[{"a":134,"b":139}]},{"name":"league","required":false,"transform":{"type":"scalar"},"locs":[{"a":142,"b":148}]},{"name":"startDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":151,"b":161}]},{"name":"endDate","required":true,"transform":{"type":"scalar"},"locs":[{"a":164,"b":172}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":175,"b":178}]}],"statement":"INSERT INTO rm.seasons (id, club_id, team_id, name, league, start_date, end_date, created_at)\nVALUES (:seasonId!, :clubId!, :teamId!, :name!, :league, :startDate!, :endDate!, :at!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.seasons (id, club_id, team_id, name, league, start_date, end_date, created_at)
 * VALUES (:seasonId!, :clubId!, :teamId!, :name!, :league, :startDate!, :endDate!, :at!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertSeason = new PreparedQuery<IInsertSeasonParams,IInsertSeasonResult>(insertSeasonIR);


/** 'InsertPlayer' parameters type */
export interface IInsertPlayerParams {
  at: DateOrString;
  birthdate?: DateOrString | null | void;
  clubId: string;
  firstName: string;
  gender?: string | null | void;
  lastName: string;
  league?: string | null | void;
  maxHeartRate?: number | null | void;
  maxSpeed?: number | null | void;
  note?: string | null | void;
  number?: number | null | void;
  pictureUrl?: string | null | void;
  playerId: string;
  position?: string | null | void;
  profile?: string | null | void;
  restingHeartRate?: number | null | void;
  teamId: string;
}

/** 'InsertPlayer' return type */
export type IInsertPlayerResult = void;

/** 'InsertPlayer' query type */
export interface IInsertPlayerQuery {
  params: IInsertPlayerParams;
  result: IInsertPlayerResult;
}

const insertPlayerIR: any = {"usedParamSet":{"playerId":true,"clubId":true,"teamId":true,"firstName":true,"lastName":true,"birthdate":true,"gender":true,"number":true,"position":true,"profile":true,"league":true,"pictureUrl":true,"maxHeartRate":true,"restingHeartRate":true,"maxSpeed":true,"note":true,"at":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":279,"b":288}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":291,"b":298}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":301,"b":308}]},{"name":"firstName","required":true,"transform":{"type":"scalar"},"locs":[{"a":311,"b":321}]},{"name":"lastName","required":true,"transform":{"type":"scalar"},"locs":[{"a":324,"b":333}]},{"name":"birthdate","required":false,"transform":{"type":"scalar"},"locs":[{"a":336,"b":345}]},{"name":"gender","required":false,"transform":{"type":"scalar"},"locs":[{"a":348,"b":354}]},{"name":"number","required":false,"transform":{"type":"scalar"},"locs":[{"a":357,"b":363}]},{"name":"position","required":false,"transform":{"type":"scalar"},"locs":[{"a":366,"b":374}]},{"name":"profile","required":false,"transform":{"type":"scalar"},"locs":[{"a":385,"b":392}]},{"name":"league","required":false,"transform":{"type":"scalar"},"locs":[{"a":395,"b":401}]},{"name":"pictureUrl","required":false,"transform":{"type":"scalar"},"locs":[{"a":404,"b":414}]},{"name":"maxHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":417,"b":429}]},{"name":"restingHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":432,"b":448}]},{"name":"maxSpeed","required":false,"transform":{"type":"scalar"},"locs":[{"a":451,"b":459}]},{"name":"note","required":false,"transform":{"type":"scalar"},"locs":[{"a":462,"b":466}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":476,"b":479},{"a":482,"b":485}]}],"statement":"INSERT INTO rm.players (id, club_id, team_id, first_name, last_name, birthdate, gender, number, position,\n                        profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note, archived,\n                        created_at, updated_at)\nVALUES (:playerId!, :clubId!, :teamId!, :firstName!, :lastName!, :birthdate, :gender, :number, :position,\n        :profile, :league, :pictureUrl, :maxHeartRate, :restingHeartRate, :maxSpeed, :note, false, :at!, :at!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.players (id, club_id, team_id, first_name, last_name, birthdate, gender, number, position,
 *                         profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note, archived,
 *                         created_at, updated_at)
 * VALUES (:playerId!, :clubId!, :teamId!, :firstName!, :lastName!, :birthdate, :gender, :number, :position,
 *         :profile, :league, :pictureUrl, :maxHeartRate, :restingHeartRate, :maxSpeed, :note, false, :at!, :at!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertPlayer = new PreparedQuery<IInsertPlayerParams,IInsertPlayerResult>(insertPlayerIR);


/** 'UpdatePlayer' parameters type */
export interface IUpdatePlayerParams {
  at: DateOrString;
  birthdate?: DateOrString | null | void;
  clubId: string;
  firstName: string;
  gender?: string | null | void;
  lastName: string;
  league?: string | null | void;
  maxHeartRate?: number | null | void;
  maxSpeed?: number | null | void;
  note?: string | null | void;
  number?: number | null | void;
  pictureUrl?: string | null | void;
  playerId: string;
  position?: string | null | void;
  profile?: string | null | void;
  restingHeartRate?: number | null | void;
  teamId: string;
}

/** 'UpdatePlayer' return type */
export type IUpdatePlayerResult = void;

/** 'UpdatePlayer' query type */
export interface IUpdatePlayerQuery {
  params: IUpdatePlayerParams;
  result: IUpdatePlayerResult;
}

const updatePlayerIR: any = {"usedParamSet":{"teamId":true,"firstName":true,"lastName":true,"birthdate":true,"gender":true,"number":true,"position":true,"profile":true,"league":true,"pictureUrl":true,"maxHeartRate":true,"restingHeartRate":true,"maxSpeed":true,"note":true,"at":true,"playerId":true,"clubId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":32,"b":39}]},{"name":"firstName","required":true,"transform":{"type":"scalar"},"locs":[{"a":55,"b":65}]},{"name":"lastName","required":true,"transform":{"type":"scalar"},"locs":[{"a":80,"b":89}]},{"name":"birthdate","required":false,"transform":{"type":"scalar"},"locs":[{"a":104,"b":113}]},{"name":"gender","required":false,"transform":{"type":"scalar"},"locs":[{"a":132,"b":138}]},{"name":"number","required":false,"transform":{"type":"scalar"},"locs":[{"a":150,"b":156}]},{"name":"position","required":false,"transform":{"type":"scalar"},"locs":[{"a":170,"b":178}]},{"name":"profile","required":false,"transform":{"type":"scalar"},"locs":[{"a":191,"b":198}]},{"name":"league","required":false,"transform":{"type":"scalar"},"locs":[{"a":210,"b":216}]},{"name":"pictureUrl","required":false,"transform":{"type":"scalar"},"locs":[{"a":240,"b":250}]},{"name":"maxHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":270,"b":282}]},{"name":"restingHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":306,"b":322}]},{"name":"maxSpeed","required":false,"transform":{"type":"scalar"},"locs":[{"a":344,"b":352}]},{"name":"note","required":false,"transform":{"type":"scalar"},"locs":[{"a":362,"b":366}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":382,"b":385}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":399,"b":408}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":424,"b":431}]}],"statement":"UPDATE rm.players SET team_id = :teamId!, first_name = :firstName!, last_name = :lastName!, birthdate = :birthdate,\n       gender = :gender, number = :number, position = :position, profile = :profile, league = :league,\n       picture_url = :pictureUrl, max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate,\n       max_speed = :maxSpeed, note = :note, updated_at = :at!\n WHERE id = :playerId! AND club_id = :clubId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.players SET team_id = :teamId!, first_name = :firstName!, last_name = :lastName!, birthdate = :birthdate,
 *        gender = :gender, number = :number, position = :position, profile = :profile, league = :league,
 *        picture_url = :pictureUrl, max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate,
 *        max_speed = :maxSpeed, note = :note, updated_at = :at!
 *  WHERE id = :playerId! AND club_id = :clubId!
 * ```
 */
export const updatePlayer = new PreparedQuery<IUpdatePlayerParams,IUpdatePlayerResult>(updatePlayerIR);


/** 'ArchivePlayer' parameters type */
export interface IArchivePlayerParams {
  at: DateOrString;
  playerId: string;
}

/** 'ArchivePlayer' return type */
export type IArchivePlayerResult = void;

/** 'ArchivePlayer' query type */
export interface IArchivePlayerQuery {
  params: IArchivePlayerParams;
  result: IArchivePlayerResult;
}

const archivePlayerIR: any = {"usedParamSet":{"at":true,"playerId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":70,"b":73}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":86,"b":95}]}],"statement":"UPDATE rm.players SET archived = true, device_id = NULL, updated_at = :at! WHERE id = :playerId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.players SET archived = true, device_id = NULL, updated_at = :at! WHERE id = :playerId!
 * ```
 */
export const archivePlayer = new PreparedQuery<IArchivePlayerParams,IArchivePlayerResult>(archivePlayerIR);


/** 'SetPlayerDevice' parameters type */
export interface ISetPlayerDeviceParams {
  at: DateOrString;
  deviceId: string;
  playerId: string;
}

/** 'SetPlayerDevice' return type */
export type ISetPlayerDeviceResult = void;

/** 'SetPlayerDevice' query type */
export interface ISetPlayerDeviceQuery {
  params: ISetPlayerDeviceParams;
  result: ISetPlayerDeviceResult;
}

const setPlayerDeviceIR: any = {"usedParamSet":{"deviceId":true,"at":true,"playerId":true},"params":[{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":34,"b":43}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":59,"b":62}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":75,"b":84}]}],"statement":"UPDATE rm.players SET device_id = :deviceId!, updated_at = :at! WHERE id = :playerId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.players SET device_id = :deviceId!, updated_at = :at! WHERE id = :playerId!
 * ```
 */
export const setPlayerDevice = new PreparedQuery<ISetPlayerDeviceParams,ISetPlayerDeviceResult>(setPlayerDeviceIR);


/** 'ClearPlayerDevice' parameters type */
export interface IClearPlayerDeviceParams {
  at: DateOrString;
  deviceId: string;
  playerId: string;
}

/** 'ClearPlayerDevice' return type */
export type IClearPlayerDeviceResult = void;

/** 'ClearPlayerDevice' query type */
export interface IClearPlayerDeviceQuery {
  params: IClearPlayerDeviceParams;
  result: IClearPlayerDeviceResult;
}

const clearPlayerDeviceIR: any = {"usedParamSet":{"at":true,"playerId":true,"deviceId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":53,"b":56}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":78}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":96,"b":105}]}],"statement":"UPDATE rm.players SET device_id = NULL, updated_at = :at! WHERE id = :playerId! AND device_id = :deviceId!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.players SET device_id = NULL, updated_at = :at! WHERE id = :playerId! AND device_id = :deviceId!
 * ```
 */
export const clearPlayerDevice = new PreparedQuery<IClearPlayerDeviceParams,IClearPlayerDeviceResult>(clearPlayerDeviceIR);


