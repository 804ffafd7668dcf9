/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HeaderEvent($eventId: ID!) {\n    event(eventId: $eventId) {\n      id\n      teamId\n    }\n  }\n": typeof types.HeaderEventDocument,
    "\n  query HeaderPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n    }\n  }\n": typeof types.HeaderPlayersDocument,
    "\n  query HeaderTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n    }\n  }\n": typeof types.HeaderTeamDocument,
    "\n  fragment PlanLimitsFields on PlanLimits {\n    members\n    teams\n    players\n    ranges\n    devices\n  }\n": typeof types.PlanLimitsFieldsFragmentDoc,
    "\n  fragment ClubSubscriptionFields on ClubSubscription {\n    active\n    plan\n    expiresAt\n    limits {\n      ...PlanLimitsFields\n    }\n    options {\n      tagManagement\n    }\n  }\n": typeof types.ClubSubscriptionFieldsFragmentDoc,
    "\n  query TeamDevices($teamId: ID!) {\n    teamDevices(teamId: $teamId) {\n      id\n      name\n      serial\n      udid\n      player {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.TeamDevicesDocument,
    "\n  mutation CreateClub($name: String!, $sport: String, $timeZone: String) {\n    createClub(name: $name, sport: $sport, timeZone: $timeZone) {\n      id\n      name\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        position\n        occurredAt\n        clubId\n        clubName\n        actorId\n        actorName\n        impersonatorId\n        impersonatorName\n        commandType\n        entityType\n        entityId\n        eventType\n        changes\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query Clubs($active: Boolean) {\n    clubs(active: $active) {\n      id\n      name\n      sport\n      teamsCount\n      playersCount\n      staffCount\n      createdAt\n      subscription {\n        ...ClubSubscriptionFields\n        devices\n      }\n    }\n  }\n": typeof types.ClubsDocument,
    "\n  mutation Impersonate($userId: ID!) {\n    impersonate(userId: $userId) {\n      token\n      expiresAt\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.ImpersonateDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      limits {\n        ...PlanLimitsFields\n      }\n      tagManagement\n      days\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  mutation UpdateClubSubscription($clubId: ID!, $subscription: ClubSubscriptionInput!) {\n    updateClubSubscription(clubId: $clubId, subscription: $subscription) {\n      id\n    }\n  }\n": typeof types.UpdateClubSubscriptionDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      verified\n      admin\n      createdAt\n      staff {\n        id\n        isManager\n        club {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query OperationsPage {\n    projections {\n      name\n      version\n      position\n      lagEvents\n      lagSeconds\n      parked\n      state\n      rebuildProgress\n      lastRebuildAt\n      lastRebuildError\n    }\n    parkedEvents {\n      projection\n      eventId\n      position\n      streamName\n      eventType\n      error\n      attempts\n      parkedAt\n      retryRequested\n    }\n  }\n": typeof types.OperationsPageDocument,
    "\n  mutation RetryParkedEvent($projection: String!, $eventId: ID!) {\n    retryParkedEvent(projection: $projection, eventId: $eventId) {\n      id\n    }\n  }\n": typeof types.RetryParkedEventDocument,
    "\n  mutation RebuildProjection($projection: String!) {\n    rebuildProjection(projection: $projection) {\n      id\n    }\n  }\n": typeof types.RebuildProjectionDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation NewPassword($token: String!, $password: String!) {\n    newPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": typeof types.NewPasswordDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      ...SessionFields\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Register($email: String!, $password: String!, $locale: String) {\n    register(email: $email, password: $password, locale: $locale) {\n      ...SessionFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionFields on Session {\n    token\n    expiresAt\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      verified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment PlayerAvailabilityFields on PlayerAvailability {\n    playerId\n    date\n    medical\n    player {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n    current {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n    }\n    injury {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n    }\n    availabilities {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n      createdAt\n    }\n    injuries {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n      updatedAt\n    }\n    history {\n      kind\n      at\n      availabilityId\n      injuryId\n      status\n      injuryStatus\n      startDate\n      endDate\n      note\n      description\n      bodyPart\n    }\n  }\n": typeof types.PlayerAvailabilityFieldsFragmentDoc,
    "\n  query PlayerAvailability($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n": typeof types.PlayerAvailabilityDocument,
    "\n  subscription PlayerAvailabilityChanges($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n": typeof types.PlayerAvailabilityChangesDocument,
    "\n  query TeamAvailability($teamId: ID!, $date: Date) {\n    teamAvailability(teamId: $teamId, date: $date) {\n      id\n      playerId\n      status\n      startDate\n      endDate\n    }\n  }\n": typeof types.TeamAvailabilityDocument,
    "\n  mutation SetPlayerAvailability($playerId: ID!, $availability: AvailabilityInput!, $injury: InjuryInput) {\n    setPlayerAvailability(playerId: $playerId, availability: $availability, injury: $injury) {\n      id\n      status\n    }\n  }\n": typeof types.SetPlayerAvailabilityDocument,
    "\n  mutation UpdateAvailability($availabilityId: ID!, $availability: AvailabilityInput!) {\n    updateAvailability(availabilityId: $availabilityId, availability: $availability) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateAvailabilityDocument,
    "\n  mutation EndAvailability($availabilityId: ID!, $endDate: Date!) {\n    endAvailability(availabilityId: $availabilityId, endDate: $endDate) {\n      id\n      endDate\n    }\n  }\n": typeof types.EndAvailabilityDocument,
    "\n  mutation UpdateInjury($injuryId: ID!, $injury: InjuryUpdateInput!) {\n    updateInjury(injuryId: $injuryId, injury: $injury) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateInjuryDocument,
    "\n  query ClubDevices($clubId: ID!) {\n    clubDevices(clubId: $clubId) {\n      ...DeviceFields\n    }\n  }\n": typeof types.ClubDevicesDocument,
    "\n  query ClubPlayers($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n": typeof types.ClubPlayersDocument,
    "\n  subscription ClubPlayersChanges($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n": typeof types.ClubPlayersChangesDocument,
    "\n  query ClubStaff($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n": typeof types.ClubStaffDocument,
    "\n  subscription ClubStaffChanges($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n": typeof types.ClubStaffChangesDocument,
    "\n  query ClubTeams($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n": typeof types.ClubTeamsDocument,
    "\n  subscription ClubTeamsChanges($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n": typeof types.ClubTeamsChangesDocument,
    "\n  query ClubDetails {\n    staff {\n      club {\n        ...ClubFields\n      }\n    }\n  }\n": typeof types.ClubDetailsDocument,
    "\n  mutation AddDevice($serial: String!, $udid: String, $type: String, $name: String) {\n    addDevice(serial: $serial, udid: $udid, type: $type, name: $name) {\n      ...DeviceFields\n    }\n  }\n": typeof types.AddDeviceDocument,
    "\n  mutation AssignDevicesToTeam($teamId: ID!, $deviceIds: [ID!]!) {\n    assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n": typeof types.AssignDevicesToTeamDocument,
    "\n  mutation UnassignDevices($deviceIds: [ID!]!) {\n    unassignDevices(deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n": typeof types.UnassignDevicesDocument,
    "\n  mutation AssignDeviceToPlayer($playerId: ID!, $deviceId: ID!) {\n    assignDeviceToPlayer(playerId: $playerId, deviceId: $deviceId) {\n      id\n    }\n  }\n": typeof types.AssignDeviceToPlayerDocument,
    "\n  mutation UnassignDeviceFromPlayer($playerId: ID!) {\n    unassignDeviceFromPlayer(playerId: $playerId) {\n      id\n    }\n  }\n": typeof types.UnassignDeviceFromPlayerDocument,
    "\n  query DeviceTypes {\n    deviceTypes {\n      id\n      name\n      rateHz\n      heartRate\n    }\n  }\n": typeof types.DeviceTypesDocument,
    "\n  mutation CreateDrill($clubId: ID!, $name: String!) {\n    createDrill(clubId: $clubId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreateDrillDocument,
    "\n  mutation RenameDrill($drillId: ID!, $name: String!) {\n    renameDrill(drillId: $drillId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameDrillDocument,
    "\n  mutation DeleteDrill($drillId: ID!) {\n    deleteDrill(drillId: $drillId)\n  }\n": typeof types.DeleteDrillDocument,
    "\n  fragment StaffFields on Staff {\n    id\n    isManager\n    createdAt\n    user {\n      id\n      email\n    }\n    coach {\n      id\n      team {\n        id\n        name\n      }\n    }\n  }\n": typeof types.StaffFieldsFragmentDoc,
    "\n  fragment TeamFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    playersCount\n    devicesCount\n    createdAt\n  }\n": typeof types.TeamFieldsFragmentDoc,
    "\n  fragment PlayerFields on Player {\n    id\n    teamId\n    firstName\n    lastName\n    birthdate\n    age\n    gender\n    number\n    position\n    profile\n    league\n    pictureUrl\n    maxHeartRate\n    restingHeartRate\n    maxSpeed\n    note\n    archived\n    device {\n      id\n      name\n      serial\n    }\n  }\n": typeof types.PlayerFieldsFragmentDoc,
    "\n  fragment DeviceFields on Device {\n    id\n    clubId\n    teamId\n    playerId\n    name\n    type\n    serial\n    udid\n    fwVersion\n    hwVersion\n    dockingStation\n    player {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.DeviceFieldsFragmentDoc,
    "\n  fragment ClubFields on Club {\n    id\n    name\n    sport\n    timeZone\n    teamsCount\n    playersCount\n    staffCount\n    # Written out: ClubDetails reads this through staff { club }, and the API's depth limit (10)\n    # counts every fragment spread as a level.\n    subscription {\n      active\n      plan\n      expiresAt\n      limits {\n        ...PlanLimitsFields\n      }\n      options {\n        tagManagement\n      }\n      devices\n    }\n  }\n": typeof types.ClubFieldsFragmentDoc,
    "\n  mutation CreatePlayer($teamId: ID!, $player: PlayerInput!) {\n    createPlayer(teamId: $teamId, player: $player) {\n      ...PlayerFields\n    }\n  }\n": typeof types.CreatePlayerDocument,
    "\n  mutation UpdatePlayer($playerId: ID!, $player: PlayerInput!) {\n    updatePlayer(playerId: $playerId, player: $player) {\n      ...PlayerFields\n    }\n  }\n": typeof types.UpdatePlayerDocument,
    "\n  mutation ArchivePlayer($playerId: ID!) {\n    archivePlayer(playerId: $playerId) {\n      ...PlayerFields\n    }\n  }\n": typeof types.ArchivePlayerDocument,
    "\n  mutation NewStaff($email: String!, $isManager: Boolean) {\n    newStaff(email: $email, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n": typeof types.NewStaffDocument,
    "\n  mutation RemoveStaff($staffId: ID!) {\n    removeStaff(staffId: $staffId) {\n      id\n    }\n  }\n": typeof types.RemoveStaffDocument,
    "\n  mutation UpdateStaffAccess($staffId: ID!, $isManager: Boolean!) {\n    updateStaffAccess(staffId: $staffId, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n": typeof types.UpdateStaffAccessDocument,
    "\n  mutation AssignCoach($staffId: ID!, $teamIds: [ID!]!) {\n    assignCoach(staffId: $staffId, teamIds: $teamIds) {\n      ...StaffFields\n    }\n  }\n": typeof types.AssignCoachDocument,
    "\n  mutation CreateTeam($clubId: ID!, $name: String!) {\n    createTeam(clubId: $clubId, name: $name) {\n      ...TeamFields\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamFields\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation UpdateClub($clubId: ID!, $name: String!, $sport: String!, $timeZone: String!) {\n    updateClub(clubId: $clubId, name: $name, sport: $sport, timeZone: $timeZone) {\n      ...ClubFields\n    }\n  }\n": typeof types.UpdateClubDocument,
    "\n  query CoachDashboard($clubId: ID!, $from: DateTime!, $to: DateTime!) {\n    coachDashboard(clubId: $clubId, from: $from, to: $to, jobs: 8) {\n      teams {\n        id\n        name\n        logoUrl\n        playersCount\n      }\n      events {\n        id\n        teamId\n        name\n        type\n        status\n        locked\n        startDate\n        endDate\n        selectedCount\n      }\n      jobs {\n        ...JobFields\n        teamId\n      }\n    }\n  }\n": typeof types.CoachDashboardDocument,
    "\n  query CoachPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      availability {\n        status\n      }\n    }\n  }\n": typeof types.CoachPlayersDocument,
    "\n  fragment CoachLoadFields on TeamWorkload {\n    variable\n    players {\n      playerId\n      weeks {\n        start\n        change\n      }\n      points {\n        date\n        ratio\n      }\n    }\n  }\n": typeof types.CoachLoadFieldsFragmentDoc,
    "\n  query CoachTeamLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    distance: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: DISTANCE) {\n      ...CoachLoadFields\n    }\n    srpe: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: SRPE) {\n      ...CoachLoadFields\n    }\n  }\n": typeof types.CoachTeamLoadDocument,
    "\n  fragment LiveFields on LiveRecord {\n    samples\n    lastSampleAt\n    speed\n    heartRate\n    heartRatePercent\n    final\n    updatedAt\n    globalMetrics {\n      time\n      distance\n      maxSpeed\n      hid\n      sprint {\n        count\n      }\n      accelerations {\n        a2 {\n          count\n        }\n      }\n    }\n    periodRecords {\n      periodId\n      metrics {\n        time\n        distance\n        maxSpeed\n        hid\n        sprint {\n          count\n        }\n        accelerations {\n          a2 {\n            count\n          }\n        }\n      }\n    }\n    trail {\n      start\n      speeds\n      heartRates\n    }\n  }\n": typeof types.LiveFieldsFragmentDoc,
    "\n  query EventLive($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n": typeof types.EventLiveDocument,
    "\n  subscription EventLiveChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n": typeof types.EventLiveChangesDocument,
    "\n  mutation StartEvent($eventId: ID!) {\n    startEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.StartEventDocument,
    "\n  mutation StopEvent($eventId: ID!) {\n    stopEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.StopEventDocument,
    "\n  mutation FinishEvent($eventId: ID!) {\n    finishEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.FinishEventDocument,
    "\n  mutation LockEvent($eventId: ID!) {\n    lockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.LockEventDocument,
    "\n  mutation UnlockEvent($eventId: ID!) {\n    unlockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.UnlockEventDocument,
    "\n  mutation ComputeRecords($eventId: ID!) {\n    computeRecords(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.ComputeRecordsDocument,
    "\n  mutation UpdateEvent(\n    $eventId: ID!\n    $name: String!\n    $type: EventType!\n    $place: EventPlace\n    $theme: String\n    $competition: Competition\n    $score: ScoreInput\n    $matchSystem: String\n    $daysToMatch: Int\n  ) {\n    updateEvent(\n      eventId: $eventId\n      name: $name\n      type: $type\n      place: $place\n      theme: $theme\n      competition: $competition\n      score: $score\n      matchSystem: $matchSystem\n      daysToMatch: $daysToMatch\n    ) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation UpdateEventDates($eventId: ID!, $startDate: DateTime, $endDate: DateTime) {\n    updateEventDates(eventId: $eventId, startDate: $startDate, endDate: $endDate) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdateEventDatesDocument,
    "\n  mutation CreatePeriod(\n    $eventId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n    $force: Boolean\n  ) {\n    createPeriod(eventId: $eventId, name: $name, startDate: $startDate, endDate: $endDate, force: $force) {\n      ...EventFields\n    }\n  }\n": typeof types.CreatePeriodDocument,
    "\n  mutation UpdatePeriod(\n    $eventId: ID!\n    $periodId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    updatePeriod(\n      eventId: $eventId\n      periodId: $periodId\n      name: $name\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdatePeriodDocument,
    "\n  mutation RemovePeriod($eventId: ID!, $periodId: ID!) {\n    removePeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": typeof types.RemovePeriodDocument,
    "\n  mutation StartPeriod($eventId: ID!, $periodId: ID!) {\n    startPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": typeof types.StartPeriodDocument,
    "\n  mutation StopPeriod($eventId: ID!, $periodId: ID!) {\n    stopPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": typeof types.StopPeriodDocument,
    "\n  mutation CreateEventRange($eventId: ID!, $type: String!, $range: RangeInput!) {\n    createEventRange(eventId: $eventId, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n": typeof types.CreateEventRangeDocument,
    "\n  mutation UpdateEventRange($eventId: ID!, $id: ID!, $type: String!, $range: RangeInput!) {\n    updateEventRange(eventId: $eventId, id: $id, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdateEventRangeDocument,
    "\n  mutation DeleteEventRange($eventId: ID!, $id: ID!) {\n    deleteEventRange(eventId: $eventId, id: $id) {\n      ...EventFields\n    }\n  }\n": typeof types.DeleteEventRangeDocument,
    "\n  query EventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.EventRecordsDocument,
    "\n  subscription EventRecordChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.EventRecordChangesDocument,
    "\n  query EventReplay($eventId: ID!) {\n    eventReplay(eventId: $eventId) {\n      selectionId\n      playerId\n      columns\n    }\n  }\n": typeof types.EventReplayDocument,
    "\n  query EventSelections($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n": typeof types.EventSelectionsDocument,
    "\n  subscription EventSelectionsChanges($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n": typeof types.EventSelectionsChangesDocument,
    "\n  mutation SetEventTags($eventId: ID!, $tags: [String!]!) {\n    setEventTags(eventId: $eventId, tags: $tags) {\n      ...EventFields\n    }\n  }\n": typeof types.SetEventTagsDocument,
    "\n  mutation SetPeriodTags($eventId: ID!, $periodId: ID!, $tags: [String!]!) {\n    setPeriodTags(eventId: $eventId, periodId: $periodId, tags: $tags) {\n      ...EventFields\n    }\n  }\n": typeof types.SetPeriodTagsDocument,
    "\n  query TeamTags($teamId: ID!) {\n    teamTags(teamId: $teamId) {\n      tag\n      uses\n    }\n  }\n": typeof types.TeamTagsDocument,
    "\n  query ClubDrills($clubId: ID!) {\n    clubDrills(clubId: $clubId) {\n      id\n      name\n      createdAt\n    }\n  }\n": typeof types.ClubDrillsDocument,
    "\n  query EventTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      clubId\n      name\n    }\n  }\n": typeof types.EventTeamDocument,
    "\n  query Event($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.EventDocument,
    "\n  subscription EventChanges($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": typeof types.EventChangesDocument,
    "\n  fragment EventFields on Event {\n    id\n    teamId\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    duration\n    plannedStartDate\n    plannedEndDate\n    daysToMatch\n    place\n    theme\n    competition\n    score {\n      team\n      adv\n    }\n    matchSystem\n    periods {\n      id\n      name\n      startDate\n      endDate\n      status\n      tags\n    }\n    tags\n    ranges {\n      ...RangesFields\n    }\n    selectedCount\n    updatedAt\n    computing\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  fragment SelectionFields on Selection {\n    id\n    eventId\n    player {\n      id\n      firstName\n      lastName\n      number\n    }\n    number\n    position\n    profile\n    device {\n      id\n      name\n      deleted\n    }\n    selected\n    active\n    time\n    sessions {\n      id\n      periodId\n      startDate\n      endDate\n    }\n  }\n": typeof types.SelectionFieldsFragmentDoc,
    "\n  mutation SelectPlayers($eventId: ID!, $playerIds: [ID!]!) {\n    selectPlayers(eventId: $eventId, playerIds: $playerIds) {\n      ...SelectionFields\n    }\n  }\n": typeof types.SelectPlayersDocument,
    "\n  mutation UpdateSelection(\n    $selectionId: ID!\n    $deviceId: ID\n    $profile: PlayerProfile\n    $number: Int\n    $position: Position\n  ) {\n    updateSelection(\n      selectionId: $selectionId\n      deviceId: $deviceId\n      profile: $profile\n      number: $number\n      position: $position\n    ) {\n      ...SelectionFields\n    }\n  }\n": typeof types.UpdateSelectionDocument,
    "\n  mutation SelectSelection($selectionId: ID!, $selected: Boolean!) {\n    selectSelection(selectionId: $selectionId, selected: $selected) {\n      ...SelectionFields\n    }\n  }\n": typeof types.SelectSelectionDocument,
    "\n  mutation StartSession($selectionId: ID!) {\n    startSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n": typeof types.StartSessionDocument,
    "\n  mutation StopSession($selectionId: ID!) {\n    stopSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n": typeof types.StopSessionDocument,
    "\n  query EventTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n  }\n": typeof types.EventTeamPlayersDocument,
    "\n  mutation UploadEventFile($eventId: ID!, $file: File!, $periodId: ID, $deviceType: String, $deviceId: ID) {\n    uploadEventFile(\n      eventId: $eventId\n      file: $file\n      periodId: $periodId\n      deviceType: $deviceType\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n": typeof types.UploadEventFileDocument,
    "\n  query EventDataCsvLink($eventId: ID!, $layout: ExportLayout!) {\n    getEventDataCSVLink(eventId: $eventId, layout: $layout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": typeof types.EventDataCsvLinkDocument,
    "\n  query EventDataXlsxLink($eventId: ID!) {\n    getEventDataXLSXLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": typeof types.EventDataXlsxLinkDocument,
    "\n  query RawArchiveLink($eventId: ID!) {\n    getEventRawDataArchiveLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": typeof types.RawArchiveLinkDocument,
    "\n  query FieldWizLink($eventId: ID!, $useNew: Boolean) {\n    getFieldWizAnalyzeCSVLink(eventId: $eventId, useNew: $useNew) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": typeof types.FieldWizLinkDocument,
    "\n  fragment EventCutsFields on Event {\n    id\n    intervals {\n      id\n      kind\n      label\n      startDate\n      endDate\n    }\n    marks {\n      id\n      at\n      label\n    }\n  }\n": typeof types.EventCutsFieldsFragmentDoc,
    "\n  query EventCuts($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.EventCutsDocument,
    "\n  query EventIntervalAnalyses($eventId: ID!) {\n    eventIntervalAnalyses(eventId: $eventId) {\n      intervalId\n      players {\n        selectionId\n        playerId\n        time\n        distance\n        hid\n        hir\n        sprint\n        topSpeed\n      }\n    }\n  }\n": typeof types.EventIntervalAnalysesDocument,
    "\n  mutation MarkEventMoment($eventId: ID!, $at: DateTime!, $label: String!) {\n    markEventMoment(eventId: $eventId, at: $at, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.MarkEventMomentDocument,
    "\n  mutation RemoveEventMark($eventId: ID!, $markId: ID!) {\n    removeEventMark(eventId: $eventId, markId: $markId) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.RemoveEventMarkDocument,
    "\n  mutation CutEventInterval($eventId: ID!, $startDate: DateTime!, $endDate: DateTime!, $label: String!) {\n    cutEventInterval(eventId: $eventId, startDate: $startDate, endDate: $endDate, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.CutEventIntervalDocument,
    "\n  mutation RenameEventInterval($eventId: ID!, $intervalId: ID!, $label: String!) {\n    renameEventInterval(eventId: $eventId, intervalId: $intervalId, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.RenameEventIntervalDocument,
    "\n  mutation RemoveEventInterval($eventId: ID!, $intervalId: ID!) {\n    removeEventInterval(eventId: $eventId, intervalId: $intervalId) {\n      ...EventCutsFields\n    }\n  }\n": typeof types.RemoveEventIntervalDocument,
    "\n  fragment HistoryEntryFields on HistoryEntry {\n    id\n    occurredAt\n    actor {\n      id\n      email\n    }\n    impersonator {\n      id\n      email\n    }\n    commandType\n    eventType\n    schemaVersion\n    upcast\n    changes {\n      path\n      before\n      after\n    }\n  }\n": typeof types.HistoryEntryFieldsFragmentDoc,
    "\n  query EntityHistory($entityType: HistoryEntityType!, $entityId: ID!, $first: Int, $after: ID) {\n    entityHistory(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      entries {\n        ...HistoryEntryFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.EntityHistoryDocument,
    "\n  query EntityAsOf($entityType: HistoryEntityType!, $entityId: ID!, $at: DateTime!) {\n    entityAsOf(entityType: $entityType, entityId: $entityId, at: $at) {\n      at\n      exists\n      fields {\n        path\n        value\n      }\n      lastChange {\n        ...HistoryEntryFields\n      }\n    }\n  }\n": typeof types.EntityAsOfDocument,
    "\n  query CompareEventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      record {\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n  }\n": typeof types.CompareEventRecordsDocument,
    "\n  query PlayerEventMetrics($eventId: ID!, $playerId: ID!) {\n    event(eventId: $eventId) {\n      id\n      name\n      startDate\n      ranges {\n        speed {\n          id\n          type\n          name\n          min\n          max\n        }\n        accel {\n          id\n          type\n          name\n          min\n          max\n        }\n      }\n    }\n    selection(eventId: $eventId, playerId: $playerId) {\n      player {\n        firstName\n        lastName\n      }\n      device {\n        name\n      }\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n    playerSelectionExtendedMetrics(eventId: $eventId, playerId: $playerId) {\n      heatmap {\n        ix\n        iy\n        count\n      }\n      heatmapCellSize\n      speed_serie {\n        ts\n        value\n      }\n      hr_serie {\n        ts\n        value\n      }\n      sprint_history {\n        start\n        max\n      }\n    }\n  }\n": typeof types.PlayerEventMetricsDocument,
    "\n  query PlayerProfile($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n      firstName\n      lastName\n      birthdate\n      age\n      number\n      position\n      profile\n      league\n      maxHeartRate\n      restingHeartRate\n      maxSpeed\n      archived\n      device {\n        id\n        name\n      }\n      availability {\n        id\n        status\n        startDate\n        endDate\n      }\n      injury {\n        id\n        status\n        description\n        occurredOn\n        expectedReturn\n      }\n    }\n  }\n": typeof types.PlayerProfileDocument,
    "\n  query PlayerSelections($playerId: ID!, $limit: Int) {\n    playerSelections(playerId: $playerId, limit: $limit) {\n      event {\n        id\n        teamId\n        name\n        type\n        status\n        startDate\n      }\n      selection {\n        id\n        record {\n          globalMetrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlayerSelectionsDocument,
    "\n  query PlayerWorkload(\n    $playerId: ID!\n    $from: Date!\n    $to: Date!\n    $variable: LoadVariable\n    $model: WorkloadModel\n  ) {\n    playerWorkload(playerId: $playerId, from: $from, to: $to, variable: $variable, model: $model) {\n      playerId\n      variable\n      model\n      points {\n        date\n        load\n        acute\n        chronic\n        ratio\n        ratioStatus\n        acuteMissingDays\n        chronicMissingDays\n        planned\n      }\n      weeks {\n        start\n        load\n        monotony\n        strain\n        change\n        missingDays\n        planned\n      }\n      days {\n        date\n        events\n        missingDevice\n        missingRpe\n      }\n    }\n  }\n": typeof types.PlayerWorkloadDocument,
    "\n  query EventReportLink($eventId: ID!, $locale: String, $options: EventReportOptions) {\n    getEventReportLink(eventId: $eventId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": typeof types.EventReportLinkDocument,
    "\n  query PlayerReportLink($playerId: ID!, $locale: String, $options: PlayerReportOptions) {\n    getPlayerReportLink(playerId: $playerId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": typeof types.PlayerReportLinkDocument,
    "\n  query TeamWeeklyReportLink($teamId: ID!, $week: Date, $locale: String, $options: WeeklyReportOptions) {\n    getTeamWeeklyReportLink(teamId: $teamId, week: $week, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": typeof types.TeamWeeklyReportLinkDocument,
    "\n  query ReportTeamEvents($teamId: ID!) {\n    teamEvents(teamId: $teamId, limit: 20) {\n      items {\n        id\n        name\n        startDate\n      }\n    }\n  }\n": typeof types.ReportTeamEventsDocument,
    "\n  query EventRpe($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      eventId\n      selected\n      number\n      time\n      player {\n        id\n        firstName\n        lastName\n        number\n      }\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n": typeof types.EventRpeDocument,
    "\n  mutation SetSessionRpe($selectionId: ID!, $rating: Float, $minutes: Int) {\n    setSessionRpe(selectionId: $selectionId, rating: $rating, minutes: $minutes) {\n      id\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n": typeof types.SetSessionRpeDocument,
    "\n  query TeamStatistics($teamId: ID!, $from: Date!, $to: Date!, $eventType: EventType, $tag: String) {\n    teamStatistics(teamId: $teamId, from: $from, to: $to, eventType: $eventType, tag: $tag) {\n      teamId\n      from\n      to\n      events\n      players {\n        playerId\n        firstName\n        lastName\n        events\n        time\n        distance\n        hsr\n        sprints\n        sprintDistance\n        topSpeed\n        perMatch {\n          matches\n          time\n          distance\n          hsr\n          sprints\n        }\n      }\n      weeks {\n        start\n        events\n        players\n        distance\n        hsr\n        sprints\n        sprintDistance\n        playerDistance\n        playerHsr\n        playerSprints\n      }\n    }\n  }\n": typeof types.TeamStatisticsDocument,
    "\n  query TeamWeekLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to) {\n      players {\n        playerId\n        days {\n          date\n          events\n          missingDevice\n          duration\n          distance\n          hsr\n          sprintDistance\n          srpe\n        }\n      }\n    }\n  }\n": typeof types.TeamWeekLoadDocument,
    "\n  query TeamAcwr($teamId: ID!, $from: Date!, $to: Date!, $variable: LoadVariable) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to, variable: $variable) {\n      players {\n        playerId\n        points {\n          date\n          ratio\n          ratioStatus\n        }\n      }\n      average {\n        date\n        ratio\n        ratioStatus\n      }\n    }\n  }\n": typeof types.TeamAcwrDocument,
    "\n  query AnalysesTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n    }\n  }\n": typeof types.AnalysesTeamPlayersDocument,
    "\n  query AnalysesFilters($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n    }\n    teamTags(teamId: $teamId) {\n      tag\n    }\n  }\n": typeof types.AnalysesFiltersDocument,
    "\n  mutation CreateEvent(\n    $teamId: ID!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    createEvent(teamId: $teamId, name: $name, type: $type, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n": typeof types.DeleteEventDocument,
    "\n  fragment TeamEventFields on Event {\n    id\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    selectedCount\n  }\n": typeof types.TeamEventFieldsFragmentDoc,
    "\n  fragment TeamDetailsFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    ranges {\n      ...RangesFields\n    }\n  }\n": typeof types.TeamDetailsFieldsFragmentDoc,
    "\n  fragment TeamLiveAlertsFields on TeamLiveAlerts {\n    teamId\n    hsrTarget\n    sprintTarget\n    distanceTarget\n    heartRatePercent\n    heartRateSeconds\n  }\n": typeof types.TeamLiveAlertsFieldsFragmentDoc,
    "\n  query TeamLiveAlerts($teamId: ID!) {\n    teamLiveAlerts(teamId: $teamId) {\n      ...TeamLiveAlertsFields\n    }\n  }\n": typeof types.TeamLiveAlertsDocument,
    "\n  mutation SetTeamLiveAlerts($teamId: ID!, $alerts: TeamLiveAlertsInput!) {\n    setTeamLiveAlerts(teamId: $teamId, alerts: $alerts) {\n      ...TeamLiveAlertsFields\n    }\n  }\n": typeof types.SetTeamLiveAlertsDocument,
    "\n  query TeamReceivers($teamId: ID!) {\n    teamReceivers(teamId: $teamId) {\n      id\n      name\n      createdAt\n      revokedAt\n    }\n  }\n": typeof types.TeamReceiversDocument,
    "\n  mutation IssueReceiverToken($teamId: ID!, $name: String!) {\n    issueReceiverToken(teamId: $teamId, name: $name) {\n      token\n      receiver {\n        id\n        name\n      }\n    }\n  }\n": typeof types.IssueReceiverTokenDocument,
    "\n  mutation RevokeReceiverToken($teamId: ID!, $receiverId: ID!) {\n    revokeReceiverToken(teamId: $teamId, receiverId: $receiverId) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeReceiverTokenDocument,
    "\n  query TeamSeasons($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        league\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n      currentSeasonChosen\n    }\n  }\n": typeof types.TeamSeasonsDocument,
    "\n  mutation CreateSeason($teamId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    createSeason(teamId: $teamId, name: $name, league: $league, startDate: $startDate, endDate: $endDate) {\n      id\n    }\n  }\n": typeof types.CreateSeasonDocument,
    "\n  mutation UpdateSeason($seasonId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    updateSeason(\n      seasonId: $seasonId\n      name: $name\n      league: $league\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      id\n    }\n  }\n": typeof types.UpdateSeasonDocument,
    "\n  mutation DeleteSeason($seasonId: ID!) {\n    deleteSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n": typeof types.DeleteSeasonDocument,
    "\n  mutation SetCurrentSeason($teamId: ID!, $seasonId: ID) {\n    setCurrentSeason(teamId: $teamId, seasonId: $seasonId) {\n      id\n    }\n  }\n": typeof types.SetCurrentSeasonDocument,
    "\n  query TeamEvents(\n    $teamId: ID!\n    $types: [EventType!]\n    $from: DateTime\n    $to: DateTime\n    $offset: Int\n    $limit: Int\n  ) {\n    teamEvents(teamId: $teamId, types: $types, from: $from, to: $to, offset: $offset, limit: $limit) {\n      items {\n        ...TeamEventFields\n      }\n      total\n      offset\n      limit\n    }\n  }\n": typeof types.TeamEventsDocument,
    "\n  mutation UpdateTeamSettings($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamDetailsFields\n    }\n  }\n": typeof types.UpdateTeamSettingsDocument,
    "\n  mutation CreateTeamRange($teamId: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    createTeamRange(teamId: $teamId, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n": typeof types.CreateTeamRangeDocument,
    "\n  mutation UpdateTeamRange($teamId: ID!, $id: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    updateTeamRange(teamId: $teamId, id: $id, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n": typeof types.UpdateTeamRangeDocument,
    "\n  mutation DeleteTeamRange($teamId: ID!, $id: ID!) {\n    deleteTeamRange(teamId: $teamId, id: $id) {\n      ...TeamDetailsFields\n    }\n  }\n": typeof types.DeleteTeamRangeDocument,
    "\n  query TeamDetails($teamId: ID!) {\n    team(teamId: $teamId) {\n      ...TeamDetailsFields\n    }\n  }\n": typeof types.TeamDetailsDocument,
    "\n  fragment TrackingProfileFields on TeamTrackingProfile {\n    profile\n    rateHz\n    updatedAt\n    defaults {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    overrides {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    effective {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n": typeof types.TrackingProfileFieldsFragmentDoc,
    "\n  query TeamTrackingProfiles($teamId: ID!) {\n    teamTrackingProfiles(teamId: $teamId) {\n      ...TrackingProfileFields\n    }\n  }\n": typeof types.TeamTrackingProfilesDocument,
    "\n  mutation SetTeamTrackingProfile($teamId: ID!, $profile: String!, $input: TrackingProfileInput!) {\n    setTeamTrackingProfile(teamId: $teamId, profile: $profile, input: $input) {\n      ...TrackingProfileFields\n    }\n  }\n": typeof types.SetTeamTrackingProfileDocument,
    "\n  mutation ResetTeamTrackingProfile($teamId: ID!, $profile: String!) {\n    resetTeamTrackingProfile(teamId: $teamId, profile: $profile) {\n      ...TrackingProfileFields\n    }\n  }\n": typeof types.ResetTeamTrackingProfileDocument,
    "\n  mutation UploadDeviceFile($deviceUDID: String!, $file: File!) {\n    uploadDeviceFile(deviceUDID: $deviceUDID, file: $file) {\n      ...JobFields\n    }\n  }\n": typeof types.UploadDeviceFileDocument,
    "\n  mutation QuickImport(\n    $teamId: ID!\n    $file: File!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $deviceId: ID\n  ) {\n    quickImport(\n      teamId: $teamId\n      file: $file\n      name: $name\n      type: $type\n      startDate: $startDate\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n": typeof types.QuickImportDocument,
    "\n  mutation UploadDockFile($teamId: ID, $file: File!, $startDate: DateTime) {\n    uploadDockFile(teamId: $teamId, file: $file, startDate: $startDate) {\n      ...JobFields\n    }\n  }\n": typeof types.UploadDockFileDocument,
    "\n  query TeamDataCsvLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataCSVLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n": typeof types.TeamDataCsvLinkDocument,
    "\n  query TeamDataXlsxLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataXLSXLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n": typeof types.TeamDataXlsxLinkDocument,
    "\n  fragment TeamDataExportFields on TeamDataExport {\n    id\n    link {\n      url\n      fileName\n    }\n    events\n    players\n    total\n  }\n": typeof types.TeamDataExportFieldsFragmentDoc,
    "\n  query TeamDataExportProgress($exportId: ID!) {\n    teamDataExportProgress(exportId: $exportId) {\n      done\n      total\n      finished\n    }\n  }\n": typeof types.TeamDataExportProgressDocument,
    "\n  fragment WhatIfSettingsFields on MetricSettings {\n    speedZoneEdgesKmh\n    hidThresholdKmh\n    sprintThresholdKmh\n    accelerationBands\n    heartRateZonePercents\n    effortMinDurationSeconds\n    accelerationMinDurationSeconds\n    cleaning {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n": typeof types.WhatIfSettingsFieldsFragmentDoc,
    "\n  fragment WhatIfEventFields on WhatIfEvent {\n    eventId\n    name\n    startDate\n    players {\n      selectionId\n      playerId\n      playerName\n      figures {\n        metric\n        current\n        whatIf\n        difference\n      }\n    }\n  }\n": typeof types.WhatIfEventFieldsFragmentDoc,
    "\n  query EventMetricSettings($eventId: ID!) {\n    eventMetricSettings(eventId: $eventId) {\n      ...WhatIfSettingsFields\n    }\n  }\n": typeof types.EventMetricSettingsDocument,
    "\n  query EventWhatIf($eventId: ID!, $settings: MetricSettingsInput!) {\n    eventWhatIf(eventId: $eventId, settings: $settings) {\n      ...WhatIfEventFields\n    }\n  }\n": typeof types.EventWhatIfDocument,
    "\n  subscription TeamWhatIf($teamId: ID!, $from: DateTime!, $to: DateTime!, $settings: MetricSettingsInput!) {\n    teamWhatIf(teamId: $teamId, from: $from, to: $to, settings: $settings) {\n      done\n      total\n      event {\n        ...WhatIfEventFields\n      }\n    }\n  }\n": typeof types.TeamWhatIfDocument,
    "\n  mutation ApplyEventMetricSettings($eventId: ID!, $settings: MetricSettingsInput!) {\n    applyEventMetricSettings(eventId: $eventId, settings: $settings) {\n      ...WhatIfSettingsFields\n    }\n  }\n": typeof types.ApplyEventMetricSettingsDocument,
    "\n  mutation ApplyTeamMetricSettings(\n    $teamId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $settings: MetricSettingsInput!\n  ) {\n    applyTeamMetricSettings(teamId: $teamId, from: $from, to: $to, settings: $settings)\n  }\n": typeof types.ApplyTeamMetricSettingsDocument,
    "\n  fragment RangesFields on Ranges {\n    speed {\n      ...RangeFields\n    }\n    accel {\n      ...RangeFields\n    }\n  }\n": typeof types.RangesFieldsFragmentDoc,
    "\n  fragment RangeFields on DataRange {\n    id\n    type\n    name\n    min\n    max\n  }\n": typeof types.RangeFieldsFragmentDoc,
    "\n  fragment RecordMetricsFields on Metrics {\n    activity\n    time\n    distance\n    distancePerMinute\n    avgSpeed\n    maxSpeed\n    maxAcceleration\n    minAcceleration\n    hid\n    hir {\n      count\n    }\n    sprint {\n      count\n      distance\n    }\n    accelerations {\n      a1 {\n        count\n      }\n      a2 {\n        count\n      }\n      a3 {\n        count\n      }\n    }\n    decelerations {\n      d1 {\n        count\n      }\n      d2 {\n        count\n      }\n      d3 {\n        count\n      }\n    }\n    heartRate {\n      avg\n      min\n      max\n      zones\n      edwardsTrimp\n      banisterTrimp\n    }\n    metabolic {\n      avgPower\n      highMetabolicLoadDistance\n      energy\n    }\n    zones {\n      z0 {\n        distance\n      }\n      z1 {\n        distance\n      }\n      z2 {\n        distance\n      }\n      z3 {\n        distance\n      }\n      z4 {\n        distance\n      }\n      z5 {\n        distance\n      }\n      z6 {\n        distance\n      }\n    }\n    ranges {\n      rangeId\n      time\n      distance\n    }\n    individualSpeedBands {\n      distance\n    }\n  }\n": typeof types.RecordMetricsFieldsFragmentDoc,
    "\n  query CurrentUser {\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query CurrentStaff {\n    staff {\n      id\n      isManager\n      club {\n        id\n        name\n        subscription {\n          ...ClubSubscriptionFields\n        }\n      }\n      coach {\n        id\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CurrentStaffDocument,
    "\n  query ClubTeamIds($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      id\n    }\n  }\n": typeof types.ClubTeamIdsDocument,
    "\n  mutation RevokeSessions {\n    revokeSessions\n  }\n": typeof types.RevokeSessionsDocument,
    "\n  fragment JobFields on Job {\n    id\n    state\n    kind\n    fileName\n    bytes\n    eventId\n    eventIds\n    code\n    message\n    failure {\n      code\n      reason\n      params {\n        name\n        number\n        text\n        list\n      }\n    }\n    progress {\n      stage\n      done\n      total\n    }\n    summary {\n      format\n      kept\n      dropped\n      outside\n      devices {\n        key\n        samples\n      }\n      overlaps {\n        samples\n      }\n    }\n    skipped {\n      key\n      label\n      samples\n      reason\n      playerId\n    }\n    receivedAt\n  }\n": typeof types.JobFieldsFragmentDoc,
    "\n  query TeamJobs($teamId: ID!) {\n    teamJobs(teamId: $teamId, limit: 50) {\n      ...JobFields\n    }\n  }\n": typeof types.TeamJobsDocument,
    "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...JobFields\n    }\n  }\n": typeof types.JobUpdatedDocument,
    "\n  query TeamTagMappings($teamId: ID!) {\n    teamTagMappings(teamId: $teamId) {\n      name\n      playerId\n      playerName\n      deviceId\n      deviceName\n      updatedAt\n    }\n  }\n": typeof types.TeamTagMappingsDocument,
    "\n  mutation MapTag($teamId: ID!, $name: String!, $playerId: ID, $deviceId: ID) {\n    mapTag(teamId: $teamId, name: $name, playerId: $playerId, deviceId: $deviceId) {\n      name\n      playerId\n      playerName\n    }\n  }\n": typeof types.MapTagDocument,
    "\n  mutation UnmapTag($teamId: ID!, $name: String!) {\n    unmapTag(teamId: $teamId, name: $name)\n  }\n": typeof types.UnmapTagDocument,
    "\n  query UploadTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n      device {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UploadTeamPlayersDocument,
};
const documents: Documents = {
    "\n  query HeaderEvent($eventId: ID!) {\n    event(eventId: $eventId) {\n      id\n      teamId\n    }\n  }\n": types.HeaderEventDocument,
    "\n  query HeaderPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n    }\n  }\n": types.HeaderPlayersDocument,
    "\n  query HeaderTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n    }\n  }\n": types.HeaderTeamDocument,
    "\n  fragment PlanLimitsFields on PlanLimits {\n    members\n    teams\n    players\n    ranges\n    devices\n  }\n": types.PlanLimitsFieldsFragmentDoc,
    "\n  fragment ClubSubscriptionFields on ClubSubscription {\n    active\n    plan\n    expiresAt\n    limits {\n      ...PlanLimitsFields\n    }\n    options {\n      tagManagement\n    }\n  }\n": types.ClubSubscriptionFieldsFragmentDoc,
    "\n  query TeamDevices($teamId: ID!) {\n    teamDevices(teamId: $teamId) {\n      id\n      name\n      serial\n      udid\n      player {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.TeamDevicesDocument,
    "\n  mutation CreateClub($name: String!, $sport: String, $timeZone: String) {\n    createClub(name: $name, sport: $sport, timeZone: $timeZone) {\n      id\n      name\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        position\n        occurredAt\n        clubId\n        clubName\n        actorId\n        actorName\n        impersonatorId\n        impersonatorName\n        commandType\n        entityType\n        entityId\n        eventType\n        changes\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.AuditLogDocument,
    "\n  query Clubs($active: Boolean) {\n    clubs(active: $active) {\n      id\n      name\n      sport\n      teamsCount\n      playersCount\n      staffCount\n      createdAt\n      subscription {\n        ...ClubSubscriptionFields\n        devices\n      }\n    }\n  }\n": types.ClubsDocument,
    "\n  mutation Impersonate($userId: ID!) {\n    impersonate(userId: $userId) {\n      token\n      expiresAt\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.ImpersonateDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      limits {\n        ...PlanLimitsFields\n      }\n      tagManagement\n      days\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  mutation UpdateClubSubscription($clubId: ID!, $subscription: ClubSubscriptionInput!) {\n    updateClubSubscription(clubId: $clubId, subscription: $subscription) {\n      id\n    }\n  }\n": types.UpdateClubSubscriptionDocument,
    "\n  query Users {\n    users {\n      id\n      email\n      verified\n      admin\n      createdAt\n      staff {\n        id\n        isManager\n        club {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query OperationsPage {\n    projections {\n      name\n      version\n      position\n      lagEvents\n      lagSeconds\n      parked\n      state\n      rebuildProgress\n      lastRebuildAt\n      lastRebuildError\n    }\n    parkedEvents {\n      projection\n      eventId\n      position\n      streamName\n      eventType\n      error\n      attempts\n      parkedAt\n      retryRequested\n    }\n  }\n": types.OperationsPageDocument,
    "\n  mutation RetryParkedEvent($projection: String!, $eventId: ID!) {\n    retryParkedEvent(projection: $projection, eventId: $eventId) {\n      id\n    }\n  }\n": types.RetryParkedEventDocument,
    "\n  mutation RebuildProjection($projection: String!) {\n    rebuildProjection(projection: $projection) {\n      id\n    }\n  }\n": types.RebuildProjectionDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation NewPassword($token: String!, $password: String!) {\n    newPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": types.NewPasswordDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      ...SessionFields\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Register($email: String!, $password: String!, $locale: String) {\n    register(email: $email, password: $password, locale: $locale) {\n      ...SessionFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionFields on Session {\n    token\n    expiresAt\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      verified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment PlayerAvailabilityFields on PlayerAvailability {\n    playerId\n    date\n    medical\n    player {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n    current {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n    }\n    injury {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n    }\n    availabilities {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n      createdAt\n    }\n    injuries {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n      updatedAt\n    }\n    history {\n      kind\n      at\n      availabilityId\n      injuryId\n      status\n      injuryStatus\n      startDate\n      endDate\n      note\n      description\n      bodyPart\n    }\n  }\n": types.PlayerAvailabilityFieldsFragmentDoc,
    "\n  query PlayerAvailability($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n": types.PlayerAvailabilityDocument,
    "\n  subscription PlayerAvailabilityChanges($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n": types.PlayerAvailabilityChangesDocument,
    "\n  query TeamAvailability($teamId: ID!, $date: Date) {\n    teamAvailability(teamId: $teamId, date: $date) {\n      id\n      playerId\n      status\n      startDate\n      endDate\n    }\n  }\n": types.TeamAvailabilityDocument,
    "\n  mutation SetPlayerAvailability($playerId: ID!, $availability: AvailabilityInput!, $injury: InjuryInput) {\n    setPlayerAvailability(playerId: $playerId, availability: $availability, injury: $injury) {\n      id\n      status\n    }\n  }\n": types.SetPlayerAvailabilityDocument,
    "\n  mutation UpdateAvailability($availabilityId: ID!, $availability: AvailabilityInput!) {\n    updateAvailability(availabilityId: $availabilityId, availability: $availability) {\n      id\n      status\n    }\n  }\n": types.UpdateAvailabilityDocument,
    "\n  mutation EndAvailability($availabilityId: ID!, $endDate: Date!) {\n    endAvailability(availabilityId: $availabilityId, endDate: $endDate) {\n      id\n      endDate\n    }\n  }\n": types.EndAvailabilityDocument,
    "\n  mutation UpdateInjury($injuryId: ID!, $injury: InjuryUpdateInput!) {\n    updateInjury(injuryId: $injuryId, injury: $injury) {\n      id\n      status\n    }\n  }\n": types.UpdateInjuryDocument,
    "\n  query ClubDevices($clubId: ID!) {\n    clubDevices(clubId: $clubId) {\n      ...DeviceFields\n    }\n  }\n": types.ClubDevicesDocument,
    "\n  query ClubPlayers($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n": types.ClubPlayersDocument,
    "\n  subscription ClubPlayersChanges($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n": types.ClubPlayersChangesDocument,
    "\n  query ClubStaff($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n": types.ClubStaffDocument,
    "\n  subscription ClubStaffChanges($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n": types.ClubStaffChangesDocument,
    "\n  query ClubTeams($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n": types.ClubTeamsDocument,
    "\n  subscription ClubTeamsChanges($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n": types.ClubTeamsChangesDocument,
    "\n  query ClubDetails {\n    staff {\n      club {\n        ...ClubFields\n      }\n    }\n  }\n": types.ClubDetailsDocument,
    "\n  mutation AddDevice($serial: String!, $udid: String, $type: String, $name: String) {\n    addDevice(serial: $serial, udid: $udid, type: $type, name: $name) {\n      ...DeviceFields\n    }\n  }\n": types.AddDeviceDocument,
    "\n  mutation AssignDevicesToTeam($teamId: ID!, $deviceIds: [ID!]!) {\n    assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n": types.AssignDevicesToTeamDocument,
    "\n  mutation UnassignDevices($deviceIds: [ID!]!) {\n    unassignDevices(deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n": types.UnassignDevicesDocument,
    "\n  mutation AssignDeviceToPlayer($playerId: ID!, $deviceId: ID!) {\n    assignDeviceToPlayer(playerId: $playerId, deviceId: $deviceId) {\n      id\n    }\n  }\n": types.AssignDeviceToPlayerDocument,
    "\n  mutation UnassignDeviceFromPlayer($playerId: ID!) {\n    unassignDeviceFromPlayer(playerId: $playerId) {\n      id\n    }\n  }\n": types.UnassignDeviceFromPlayerDocument,
    "\n  query DeviceTypes {\n    deviceTypes {\n      id\n      name\n      rateHz\n      heartRate\n    }\n  }\n": types.DeviceTypesDocument,
    "\n  mutation CreateDrill($clubId: ID!, $name: String!) {\n    createDrill(clubId: $clubId, name: $name) {\n      id\n      name\n    }\n  }\n": types.CreateDrillDocument,
    "\n  mutation RenameDrill($drillId: ID!, $name: String!) {\n    renameDrill(drillId: $drillId, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameDrillDocument,
    "\n  mutation DeleteDrill($drillId: ID!) {\n    deleteDrill(drillId: $drillId)\n  }\n": types.DeleteDrillDocument,
    "\n  fragment StaffFields on Staff {\n    id\n    isManager\n    createdAt\n    user {\n      id\n      email\n    }\n    coach {\n      id\n      team {\n        id\n        name\n      }\n    }\n  }\n": types.StaffFieldsFragmentDoc,
    "\n  fragment TeamFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    playersCount\n    devicesCount\n    createdAt\n  }\n": types.TeamFieldsFragmentDoc,
    "\n  fragment PlayerFields on Player {\n    id\n    teamId\n    firstName\n    lastName\n    birthdate\n    age\n    gender\n    number\n    position\n    profile\n    league\n    pictureUrl\n    maxHeartRate\n    restingHeartRate\n    maxSpeed\n    note\n    archived\n    device {\n      id\n      name\n      serial\n    }\n  }\n": types.PlayerFieldsFragmentDoc,
    "\n  fragment DeviceFields on Device {\n    id\n    clubId\n    teamId\n    playerId\n    name\n    type\n    serial\n    udid\n    fwVersion\n    hwVersion\n    dockingStation\n    player {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.DeviceFieldsFragmentDoc,
    "\n  fragment ClubFields on Club {\n    id\n    name\n    sport\n    timeZone\n    teamsCount\n    playersCount\n    staffCount\n    # Written out: ClubDetails reads this through staff { club }, and the API's depth limit (10)\n    # counts every fragment spread as a level.\n    subscription {\n      active\n      plan\n      expiresAt\n      limits {\n        ...PlanLimitsFields\n      }\n      options {\n        tagManagement\n      }\n      devices\n    }\n  }\n": types.ClubFieldsFragmentDoc,
    "\n  mutation CreatePlayer($teamId: ID!, $player: PlayerInput!) {\n    createPlayer(teamId: $teamId, player: $player) {\n      ...PlayerFields\n    }\n  }\n": types.CreatePlayerDocument,
    "\n  mutation UpdatePlayer($playerId: ID!, $player: PlayerInput!) {\n    updatePlayer(playerId: $playerId, player: $player) {\n      ...PlayerFields\n    }\n  }\n": types.UpdatePlayerDocument,
    "\n  mutation ArchivePlayer($playerId: ID!) {\n    archivePlayer(playerId: $playerId) {\n      ...PlayerFields\n    }\n  }\n": types.ArchivePlayerDocument,
    "\n  mutation NewStaff($email: String!, $isManager: Boolean) {\n    newStaff(email: $email, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n": types.NewStaffDocument,
    "\n  mutation RemoveStaff($staffId: ID!) {\n    removeStaff(staffId: $staffId) {\n      id\n    }\n  }\n": types.RemoveStaffDocument,
    "\n  mutation UpdateStaffAccess($staffId: ID!, $isManager: Boolean!) {\n    updateStaffAccess(staffId: $staffId, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n": types.UpdateStaffAccessDocument,
    "\n  mutation AssignCoach($staffId: ID!, $teamIds: [ID!]!) {\n    assignCoach(staffId: $staffId, teamIds: $teamIds) {\n      ...StaffFields\n    }\n  }\n": types.AssignCoachDocument,
    "\n  mutation CreateTeam($clubId: ID!, $name: String!) {\n    createTeam(clubId: $clubId, name: $name) {\n      ...TeamFields\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamFields\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation UpdateClub($clubId: ID!, $name: String!, $sport: String!, $timeZone: String!) {\n    updateClub(clubId: $clubId, name: $name, sport: $sport, timeZone: $timeZone) {\n      ...ClubFields\n    }\n  }\n": types.UpdateClubDocument,
    "\n  query CoachDashboard($clubId: ID!, $from: DateTime!, $to: DateTime!) {\n    coachDashboard(clubId: $clubId, from: $from, to: $to, jobs: 8) {\n      teams {\n        id\n        name\n        logoUrl\n        playersCount\n      }\n      events {\n        id\n        teamId\n        name\n        type\n        status\n        locked\n        startDate\n        endDate\n        selectedCount\n      }\n      jobs {\n        ...JobFields\n        teamId\n      }\n    }\n  }\n": types.CoachDashboardDocument,
    "\n  query CoachPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      availability {\n        status\n      }\n    }\n  }\n": types.CoachPlayersDocument,
    "\n  fragment CoachLoadFields on TeamWorkload {\n    variable\n    players {\n      playerId\n      weeks {\n        start\n        change\n      }\n      points {\n        date\n        ratio\n      }\n    }\n  }\n": types.CoachLoadFieldsFragmentDoc,
    "\n  query CoachTeamLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    distance: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: DISTANCE) {\n      ...CoachLoadFields\n    }\n    srpe: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: SRPE) {\n      ...CoachLoadFields\n    }\n  }\n": types.CoachTeamLoadDocument,
    "\n  fragment LiveFields on LiveRecord {\n    samples\n    lastSampleAt\n    speed\n    heartRate\n    heartRatePercent\n    final\n    updatedAt\n    globalMetrics {\n      time\n      distance\n      maxSpeed\n      hid\n      sprint {\n        count\n      }\n      accelerations {\n        a2 {\n          count\n        }\n      }\n    }\n    periodRecords {\n      periodId\n      metrics {\n        time\n        distance\n        maxSpeed\n        hid\n        sprint {\n          count\n        }\n        accelerations {\n          a2 {\n            count\n          }\n        }\n      }\n    }\n    trail {\n      start\n      speeds\n      heartRates\n    }\n  }\n": types.LiveFieldsFragmentDoc,
    "\n  query EventLive($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n": types.EventLiveDocument,
    "\n  subscription EventLiveChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n": types.EventLiveChangesDocument,
    "\n  mutation StartEvent($eventId: ID!) {\n    startEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.StartEventDocument,
    "\n  mutation StopEvent($eventId: ID!) {\n    stopEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.StopEventDocument,
    "\n  mutation FinishEvent($eventId: ID!) {\n    finishEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.FinishEventDocument,
    "\n  mutation LockEvent($eventId: ID!) {\n    lockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.LockEventDocument,
    "\n  mutation UnlockEvent($eventId: ID!) {\n    unlockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.UnlockEventDocument,
    "\n  mutation ComputeRecords($eventId: ID!) {\n    computeRecords(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.ComputeRecordsDocument,
    "\n  mutation UpdateEvent(\n    $eventId: ID!\n    $name: String!\n    $type: EventType!\n    $place: EventPlace\n    $theme: String\n    $competition: Competition\n    $score: ScoreInput\n    $matchSystem: String\n    $daysToMatch: Int\n  ) {\n    updateEvent(\n      eventId: $eventId\n      name: $name\n      type: $type\n      place: $place\n      theme: $theme\n      competition: $competition\n      score: $score\n      matchSystem: $matchSystem\n      daysToMatch: $daysToMatch\n    ) {\n      ...EventFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation UpdateEventDates($eventId: ID!, $startDate: DateTime, $endDate: DateTime) {\n    updateEventDates(eventId: $eventId, startDate: $startDate, endDate: $endDate) {\n      ...EventFields\n    }\n  }\n": types.UpdateEventDatesDocument,
    "\n  mutation CreatePeriod(\n    $eventId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n    $force: Boolean\n  ) {\n    createPeriod(eventId: $eventId, name: $name, startDate: $startDate, endDate: $endDate, force: $force) {\n      ...EventFields\n    }\n  }\n": types.CreatePeriodDocument,
    "\n  mutation UpdatePeriod(\n    $eventId: ID!\n    $periodId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    updatePeriod(\n      eventId: $eventId\n      periodId: $periodId\n      name: $name\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      ...EventFields\n    }\n  }\n": types.UpdatePeriodDocument,
    "\n  mutation RemovePeriod($eventId: ID!, $periodId: ID!) {\n    removePeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": types.RemovePeriodDocument,
    "\n  mutation StartPeriod($eventId: ID!, $periodId: ID!) {\n    startPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": types.StartPeriodDocument,
    "\n  mutation StopPeriod($eventId: ID!, $periodId: ID!) {\n    stopPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n": types.StopPeriodDocument,
    "\n  mutation CreateEventRange($eventId: ID!, $type: String!, $range: RangeInput!) {\n    createEventRange(eventId: $eventId, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n": types.CreateEventRangeDocument,
    "\n  mutation UpdateEventRange($eventId: ID!, $id: ID!, $type: String!, $range: RangeInput!) {\n    updateEventRange(eventId: $eventId, id: $id, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n": types.UpdateEventRangeDocument,
    "\n  mutation DeleteEventRange($eventId: ID!, $id: ID!) {\n    deleteEventRange(eventId: $eventId, id: $id) {\n      ...EventFields\n    }\n  }\n": types.DeleteEventRangeDocument,
    "\n  query EventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": types.EventRecordsDocument,
    "\n  subscription EventRecordChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": types.EventRecordChangesDocument,
    "\n  query EventReplay($eventId: ID!) {\n    eventReplay(eventId: $eventId) {\n      selectionId\n      playerId\n      columns\n    }\n  }\n": types.EventReplayDocument,
    "\n  query EventSelections($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n": types.EventSelectionsDocument,
    "\n  subscription EventSelectionsChanges($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n": types.EventSelectionsChangesDocument,
    "\n  mutation SetEventTags($eventId: ID!, $tags: [String!]!) {\n    setEventTags(eventId: $eventId, tags: $tags) {\n      ...EventFields\n    }\n  }\n": types.SetEventTagsDocument,
    "\n  mutation SetPeriodTags($eventId: ID!, $periodId: ID!, $tags: [String!]!) {\n    setPeriodTags(eventId: $eventId, periodId: $periodId, tags: $tags) {\n      ...EventFields\n    }\n  }\n": types.SetPeriodTagsDocument,
    "\n  query TeamTags($teamId: ID!) {\n    teamTags(teamId: $teamId) {\n      tag\n      uses\n    }\n  }\n": types.TeamTagsDocument,
    "\n  query ClubDrills($clubId: ID!) {\n    clubDrills(clubId: $clubId) {\n      id\n      name\n      createdAt\n    }\n  }\n": types.ClubDrillsDocument,
    "\n  query EventTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      clubId\n      name\n    }\n  }\n": types.EventTeamDocument,
    "\n  query Event($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.EventDocument,
    "\n  subscription EventChanges($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n": types.EventChangesDocument,
    "\n  fragment EventFields on Event {\n    id\n    teamId\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    duration\n    plannedStartDate\n    plannedEndDate\n    daysToMatch\n    place\n    theme\n    competition\n    score {\n      team\n      adv\n    }\n    matchSystem\n    periods {\n      id\n      name\n      startDate\n      endDate\n      status\n      tags\n    }\n    tags\n    ranges {\n      ...RangesFields\n    }\n    selectedCount\n    updatedAt\n    computing\n  }\n": types.EventFieldsFragmentDoc,
    "\n  fragment SelectionFields on Selection {\n    id\n    eventId\n    player {\n      id\n      firstName\n      lastName\n      number\n    }\n    number\n    position\n    profile\n    device {\n      id\n      name\n      deleted\n    }\n    selected\n    active\n    time\n    sessions {\n      id\n      periodId\n      startDate\n      endDate\n    }\n  }\n": types.SelectionFieldsFragmentDoc,
    "\n  mutation SelectPlayers($eventId: ID!, $playerIds: [ID!]!) {\n    selectPlayers(eventId: $eventId, playerIds: $playerIds) {\n      ...SelectionFields\n    }\n  }\n": types.SelectPlayersDocument,
    "\n  mutation UpdateSelection(\n    $selectionId: ID!\n    $deviceId: ID\n    $profile: PlayerProfile\n    $number: Int\n    $position: Position\n  ) {\n    updateSelection(\n      selectionId: $selectionId\n      deviceId: $deviceId\n      profile: $profile\n      number: $number\n      position: $position\n    ) {\n      ...SelectionFields\n    }\n  }\n": types.UpdateSelectionDocument,
    "\n  mutation SelectSelection($selectionId: ID!, $selected: Boolean!) {\n    selectSelection(selectionId: $selectionId, selected: $selected) {\n      ...SelectionFields\n    }\n  }\n": types.SelectSelectionDocument,
    "\n  mutation StartSession($selectionId: ID!) {\n    startSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n": types.StartSessionDocument,
    "\n  mutation StopSession($selectionId: ID!) {\n    stopSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n": types.StopSessionDocument,
    "\n  query EventTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n  }\n": types.EventTeamPlayersDocument,
    "\n  mutation UploadEventFile($eventId: ID!, $file: File!, $periodId: ID, $deviceType: String, $deviceId: ID) {\n    uploadEventFile(\n      eventId: $eventId\n      file: $file\n      periodId: $periodId\n      deviceType: $deviceType\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n": types.UploadEventFileDocument,
    "\n  query EventDataCsvLink($eventId: ID!, $layout: ExportLayout!) {\n    getEventDataCSVLink(eventId: $eventId, layout: $layout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": types.EventDataCsvLinkDocument,
    "\n  query EventDataXlsxLink($eventId: ID!) {\n    getEventDataXLSXLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": types.EventDataXlsxLinkDocument,
    "\n  query RawArchiveLink($eventId: ID!) {\n    getEventRawDataArchiveLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": types.RawArchiveLinkDocument,
    "\n  query FieldWizLink($eventId: ID!, $useNew: Boolean) {\n    getFieldWizAnalyzeCSVLink(eventId: $eventId, useNew: $useNew) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n": types.FieldWizLinkDocument,
    "\n  fragment EventCutsFields on Event {\n    id\n    intervals {\n      id\n      kind\n      label\n      startDate\n      endDate\n    }\n    marks {\n      id\n      at\n      label\n    }\n  }\n": types.EventCutsFieldsFragmentDoc,
    "\n  query EventCuts($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventCutsFields\n    }\n  }\n": types.EventCutsDocument,
    "\n  query EventIntervalAnalyses($eventId: ID!) {\n    eventIntervalAnalyses(eventId: $eventId) {\n      intervalId\n      players {\n        selectionId\n        playerId\n        time\n        distance\n        hid\n        hir\n        sprint\n        topSpeed\n      }\n    }\n  }\n": types.EventIntervalAnalysesDocument,
    "\n  mutation MarkEventMoment($eventId: ID!, $at: DateTime!, $label: String!) {\n    markEventMoment(eventId: $eventId, at: $at, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": types.MarkEventMomentDocument,
    "\n  mutation RemoveEventMark($eventId: ID!, $markId: ID!) {\n    removeEventMark(eventId: $eventId, markId: $markId) {\n      ...EventCutsFields\n    }\n  }\n": types.RemoveEventMarkDocument,
    "\n  mutation CutEventInterval($eventId: ID!, $startDate: DateTime!, $endDate: DateTime!, $label: String!) {\n    cutEventInterval(eventId: $eventId, startDate: $startDate, endDate: $endDate, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": types.CutEventIntervalDocument,
    "\n  mutation RenameEventInterval($eventId: ID!, $intervalId: ID!, $label: String!) {\n    renameEventInterval(eventId: $eventId, intervalId: $intervalId, label: $label) {\n      ...EventCutsFields\n    }\n  }\n": types.RenameEventIntervalDocument,
    "\n  mutation RemoveEventInterval($eventId: ID!, $intervalId: ID!) {\n    removeEventInterval(eventId: $eventId, intervalId: $intervalId) {\n      ...EventCutsFields\n    }\n  }\n": types.RemoveEventIntervalDocument,
    "\n  fragment HistoryEntryFields on HistoryEntry {\n    id\n    occurredAt\n    actor {\n      id\n      email\n    }\n    impersonator {\n      id\n      email\n    }\n    commandType\n    eventType\n    schemaVersion\n    upcast\n    changes {\n      path\n      before\n      after\n    }\n  }\n": types.HistoryEntryFieldsFragmentDoc,
    "\n  query EntityHistory($entityType: HistoryEntityType!, $entityId: ID!, $first: Int, $after: ID) {\n    entityHistory(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      entries {\n        ...HistoryEntryFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.EntityHistoryDocument,
    "\n  query EntityAsOf($entityType: HistoryEntityType!, $entityId: ID!, $at: DateTime!) {\n    entityAsOf(entityType: $entityType, entityId: $entityId, at: $at) {\n      at\n      exists\n      fields {\n        path\n        value\n      }\n      lastChange {\n        ...HistoryEntryFields\n      }\n    }\n  }\n": types.EntityAsOfDocument,
    "\n  query CompareEventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      record {\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n  }\n": types.CompareEventRecordsDocument,
    "\n  query PlayerEventMetrics($eventId: ID!, $playerId: ID!) {\n    event(eventId: $eventId) {\n      id\n      name\n      startDate\n      ranges {\n        speed {\n          id\n          type\n          name\n          min\n          max\n        }\n        accel {\n          id\n          type\n          name\n          min\n          max\n        }\n      }\n    }\n    selection(eventId: $eventId, playerId: $playerId) {\n      player {\n        firstName\n        lastName\n      }\n      device {\n        name\n      }\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n    playerSelectionExtendedMetrics(eventId: $eventId, playerId: $playerId) {\n      heatmap {\n        ix\n        iy\n        count\n      }\n      heatmapCellSize\n      speed_serie {\n        ts\n        value\n      }\n      hr_serie {\n        ts\n        value\n      }\n      sprint_history {\n        start\n        max\n      }\n    }\n  }\n": types.PlayerEventMetricsDocument,
    "\n  query PlayerProfile($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n      firstName\n      lastName\n      birthdate\n      age\n      number\n      position\n      profile\n      league\n      maxHeartRate\n      restingHeartRate\n      maxSpeed\n      archived\n      device {\n        id\n        name\n      }\n      availability {\n        id\n        status\n        startDate\n        endDate\n      }\n      injury {\n        id\n        status\n        description\n        occurredOn\n        expectedReturn\n      }\n    }\n  }\n": types.PlayerProfileDocument,
    "\n  query PlayerSelections($playerId: ID!, $limit: Int) {\n    playerSelections(playerId: $playerId, limit: $limit) {\n      event {\n        id\n        teamId\n        name\n        type\n        status\n        startDate\n      }\n      selection {\n        id\n        record {\n          globalMetrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n": types.PlayerSelectionsDocument,
    "\n  query PlayerWorkload(\n    $playerId: ID!\n    $from: Date!\n    $to: Date!\n    $variable: LoadVariable\n    $model: WorkloadModel\n  ) {\n    playerWorkload(playerId: $playerId, from: $from, to: $to, variable: $variable, model: $model) {\n      playerId\n      variable\n      model\n      points {\n        date\n        load\n        acute\n        chronic\n        ratio\n        ratioStatus\n        acuteMissingDays\n        chronicMissingDays\n        planned\n      }\n      weeks {\n        start\n        load\n        monotony\n        strain\n        change\n        missingDays\n        planned\n      }\n      days {\n        date\n        events\n        missingDevice\n        missingRpe\n      }\n    }\n  }\n": types.PlayerWorkloadDocument,
    "\n  query EventReportLink($eventId: ID!, $locale: String, $options: EventReportOptions) {\n    getEventReportLink(eventId: $eventId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": types.EventReportLinkDocument,
    "\n  query PlayerReportLink($playerId: ID!, $locale: String, $options: PlayerReportOptions) {\n    getPlayerReportLink(playerId: $playerId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": types.PlayerReportLinkDocument,
    "\n  query TeamWeeklyReportLink($teamId: ID!, $week: Date, $locale: String, $options: WeeklyReportOptions) {\n    getTeamWeeklyReportLink(teamId: $teamId, week: $week, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n": types.TeamWeeklyReportLinkDocument,
    "\n  query ReportTeamEvents($teamId: ID!) {\n    teamEvents(teamId: $teamId, limit: 20) {\n      items {\n        id\n        name\n        startDate\n      }\n    }\n  }\n": types.ReportTeamEventsDocument,
    "\n  query EventRpe($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      eventId\n      selected\n      number\n      time\n      player {\n        id\n        firstName\n        lastName\n        number\n      }\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n": types.EventRpeDocument,
    "\n  mutation SetSessionRpe($selectionId: ID!, $rating: Float, $minutes: Int) {\n    setSessionRpe(selectionId: $selectionId, rating: $rating, minutes: $minutes) {\n      id\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n": types.SetSessionRpeDocument,
    "\n  query TeamStatistics($teamId: ID!, $from: Date!, $to: Date!, $eventType: EventType, $tag: String) {\n    teamStatistics(teamId: $teamId, from: $from, to: $to, eventType: $eventType, tag: $tag) {\n      teamId\n      from\n      to\n      events\n      players {\n        playerId\n        firstName\n        lastName\n        events\n        time\n        distance\n        hsr\n        sprints\n        sprintDistance\n        topSpeed\n        perMatch {\n          matches\n          time\n          distance\n          hsr\n          sprints\n        }\n      }\n      weeks {\n        start\n        events\n        players\n        distance\n        hsr\n        sprints\n        sprintDistance\n        playerDistance\n        playerHsr\n        playerSprints\n      }\n    }\n  }\n": types.TeamStatisticsDocument,
    "\n  query TeamWeekLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to) {\n      players {\n        playerId\n        days {\n          date\n          events\n          missingDevice\n          duration\n          distance\n          hsr\n          sprintDistance\n          srpe\n        }\n      }\n    }\n  }\n": types.TeamWeekLoadDocument,
    "\n  query TeamAcwr($teamId: ID!, $from: Date!, $to: Date!, $variable: LoadVariable) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to, variable: $variable) {\n      players {\n        playerId\n        points {\n          date\n          ratio\n          ratioStatus\n        }\n      }\n      average {\n        date\n        ratio\n        ratioStatus\n      }\n    }\n  }\n": types.TeamAcwrDocument,
    "\n  query AnalysesTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n    }\n  }\n": types.AnalysesTeamPlayersDocument,
    "\n  query AnalysesFilters($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n    }\n    teamTags(teamId: $teamId) {\n      tag\n    }\n  }\n": types.AnalysesFiltersDocument,
    "\n  mutation CreateEvent(\n    $teamId: ID!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    createEvent(teamId: $teamId, name: $name, type: $type, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n": types.DeleteEventDocument,
    "\n  fragment TeamEventFields on Event {\n    id\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    selectedCount\n  }\n": types.TeamEventFieldsFragmentDoc,
    "\n  fragment TeamDetailsFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    ranges {\n      ...RangesFields\n    }\n  }\n": types.TeamDetailsFieldsFragmentDoc,
    "\n  fragment TeamLiveAlertsFields on TeamLiveAlerts {\n    teamId\n    hsrTarget\n    sprintTarget\n    distanceTarget\n    heartRatePercent\n    heartRateSeconds\n  }\n": types.TeamLiveAlertsFieldsFragmentDoc,
    "\n  query TeamLiveAlerts($teamId: ID!) {\n    teamLiveAlerts(teamId: $teamId) {\n      ...TeamLiveAlertsFields\n    }\n  }\n": types.TeamLiveAlertsDocument,
    "\n  mutation SetTeamLiveAlerts($teamId: ID!, $alerts: TeamLiveAlertsInput!) {\n    setTeamLiveAlerts(teamId: $teamId, alerts: $alerts) {\n      ...TeamLiveAlertsFields\n    }\n  }\n": types.SetTeamLiveAlertsDocument,
    "\n  query TeamReceivers($teamId: ID!) {\n    teamReceivers(teamId: $teamId) {\n      id\n      name\n      createdAt\n      revokedAt\n    }\n  }\n": types.TeamReceiversDocument,
    "\n  mutation IssueReceiverToken($teamId: ID!, $name: String!) {\n    issueReceiverToken(teamId: $teamId, name: $name) {\n      token\n      receiver {\n        id\n        name\n      }\n    }\n  }\n": types.IssueReceiverTokenDocument,
    "\n  mutation RevokeReceiverToken($teamId: ID!, $receiverId: ID!) {\n    revokeReceiverToken(teamId: $teamId, receiverId: $receiverId) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeReceiverTokenDocument,
    "\n  query TeamSeasons($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        league\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n      currentSeasonChosen\n    }\n  }\n": types.TeamSeasonsDocument,
    "\n  mutation CreateSeason($teamId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    createSeason(teamId: $teamId, name: $name, league: $league, startDate: $startDate, endDate: $endDate) {\n      id\n    }\n  }\n": types.CreateSeasonDocument,
    "\n  mutation UpdateSeason($seasonId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    updateSeason(\n      seasonId: $seasonId\n      name: $name\n      league: $league\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      id\n    }\n  }\n": types.UpdateSeasonDocument,
    "\n  mutation DeleteSeason($seasonId: ID!) {\n    deleteSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n": types.DeleteSeasonDocument,
    "\n  mutation SetCurrentSeason($teamId: ID!, $seasonId: ID) {\n    setCurrentSeason(teamId: $teamId, seasonId: $seasonId) {\n      id\n    }\n  }\n": types.SetCurrentSeasonDocument,
    "\n  query TeamEvents(\n    $teamId: ID!\n    $types: [EventType!]\n    $from: DateTime\n    $to: DateTime\n    $offset: Int\n    $limit: Int\n  ) {\n    teamEvents(teamId: $teamId, types: $types, from: $from, to: $to, offset: $offset, limit: $limit) {\n      items {\n        ...TeamEventFields\n      }\n      total\n      offset\n      limit\n    }\n  }\n": types.TeamEventsDocument,
    "\n  mutation UpdateTeamSettings($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamDetailsFields\n    }\n  }\n": types.UpdateTeamSettingsDocument,
    "\n  mutation CreateTeamRange($teamId: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    createTeamRange(teamId: $teamId, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n": types.CreateTeamRangeDocument,
    "\n  mutation UpdateTeamRange($teamId: ID!, $id: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    updateTeamRange(teamId: $teamId, id: $id, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n": types.UpdateTeamRangeDocument,
    "\n  mutation DeleteTeamRange($teamId: ID!, $id: ID!) {\n    deleteTeamRange(teamId: $teamId, id: $id) {\n      ...TeamDetailsFields\n    }\n  }\n": types.DeleteTeamRangeDocument,
    "\n  query TeamDetails($teamId: ID!) {\n    team(teamId: $teamId) {\n      ...TeamDetailsFields\n    }\n  }\n": types.TeamDetailsDocument,
    "\n  fragment TrackingProfileFields on TeamTrackingProfile {\n    profile\n    rateHz\n    updatedAt\n    defaults {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    overrides {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    effective {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n": types.TrackingProfileFieldsFragmentDoc,
    "\n  query TeamTrackingProfiles($teamId: ID!) {\n    teamTrackingProfiles(teamId: $teamId) {\n      ...TrackingProfileFields\n    }\n  }\n": types.TeamTrackingProfilesDocument,
    "\n  mutation SetTeamTrackingProfile($teamId: ID!, $profile: String!, $input: TrackingProfileInput!) {\n    setTeamTrackingProfile(teamId: $teamId, profile: $profile, input: $input) {\n      ...TrackingProfileFields\n    }\n  }\n": types.SetTeamTrackingProfileDocument,
    "\n  mutation ResetTeamTrackingProfile($teamId: ID!, $profile: String!) {\n    resetTeamTrackingProfile(teamId: $teamId, profile: $profile) {\n      ...TrackingProfileFields\n    }\n  }\n": types.ResetTeamTrackingProfileDocument,
    "\n  mutation UploadDeviceFile($deviceUDID: String!, $file: File!) {\n    uploadDeviceFile(deviceUDID: $deviceUDID, file: $file) {\n      ...JobFields\n    }\n  }\n": types.UploadDeviceFileDocument,
    "\n  mutation QuickImport(\n    $teamId: ID!\n    $file: File!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $deviceId: ID\n  ) {\n    quickImport(\n      teamId: $teamId\n      file: $file\n      name: $name\n      type: $type\n      startDate: $startDate\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n": types.QuickImportDocument,
    "\n  mutation UploadDockFile($teamId: ID, $file: File!, $startDate: DateTime) {\n    uploadDockFile(teamId: $teamId, file: $file, startDate: $startDate) {\n      ...JobFields\n    }\n  }\n": types.UploadDockFileDocument,
    "\n  query TeamDataCsvLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataCSVLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n": types.TeamDataCsvLinkDocument,
    "\n  query TeamDataXlsxLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataXLSXLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n": types.TeamDataXlsxLinkDocument,
    "\n  fragment TeamDataExportFields on TeamDataExport {\n    id\n    link {\n      url\n      fileName\n    }\n    events\n    players\n    total\n  }\n": types.TeamDataExportFieldsFragmentDoc,
    "\n  query TeamDataExportProgress($exportId: ID!) {\n    teamDataExportProgress(exportId: $exportId) {\n      done\n      total\n      finished\n    }\n  }\n": types.TeamDataExportProgressDocument,
    "\n  fragment WhatIfSettingsFields on MetricSettings {\n    speedZoneEdgesKmh\n    hidThresholdKmh\n    sprintThresholdKmh\n    accelerationBands\n    heartRateZonePercents\n    effortMinDurationSeconds\n    accelerationMinDurationSeconds\n    cleaning {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n": types.WhatIfSettingsFieldsFragmentDoc,
    "\n  fragment WhatIfEventFields on WhatIfEvent {\n    eventId\n    name\n    startDate\n    players {\n      selectionId\n      playerId\n      playerName\n      figures {\n        metric\n        current\n        whatIf\n        difference\n      }\n    }\n  }\n": types.WhatIfEventFieldsFragmentDoc,
    "\n  query EventMetricSettings($eventId: ID!) {\n    eventMetricSettings(eventId: $eventId) {\n      ...WhatIfSettingsFields\n    }\n  }\n": types.EventMetricSettingsDocument,
    "\n  query EventWhatIf($eventId: ID!, $settings: MetricSettingsInput!) {\n    eventWhatIf(eventId: $eventId, settings: $settings) {\n      ...WhatIfEventFields\n    }\n  }\n": types.EventWhatIfDocument,
    "\n  subscription TeamWhatIf($teamId: ID!, $from: DateTime!, $to: DateTime!, $settings: MetricSettingsInput!) {\n    teamWhatIf(teamId: $teamId, from: $from, to: $to, settings: $settings) {\n      done\n      total\n      event {\n        ...WhatIfEventFields\n      }\n    }\n  }\n": types.TeamWhatIfDocument,
    "\n  mutation ApplyEventMetricSettings($eventId: ID!, $settings: MetricSettingsInput!) {\n    applyEventMetricSettings(eventId: $eventId, settings: $settings) {\n      ...WhatIfSettingsFields\n    }\n  }\n": types.ApplyEventMetricSettingsDocument,
    "\n  mutation ApplyTeamMetricSettings(\n    $teamId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $settings: MetricSettingsInput!\n  ) {\n    applyTeamMetricSettings(teamId: $teamId, from: $from, to: $to, settings: $settings)\n  }\n": types.ApplyTeamMetricSettingsDocument,
    "\n  fragment RangesFields on Ranges {\n    speed {\n      ...RangeFields\n    }\n    accel {\n      ...RangeFields\n    }\n  }\n": types.RangesFieldsFragmentDoc,
    "\n  fragment RangeFields on DataRange {\n    id\n    type\n    name\n    min\n    max\n  }\n": types.RangeFieldsFragmentDoc,
    "\n  fragment RecordMetricsFields on Metrics {\n    activity\n    time\n    distance\n    distancePerMinute\n    avgSpeed\n    maxSpeed\n    maxAcceleration\n    minAcceleration\n    hid\n    hir {\n      count\n    }\n    sprint {\n      count\n      distance\n    }\n    accelerations {\n      a1 {\n        count\n      }\n      a2 {\n        count\n      }\n      a3 {\n        count\n      }\n    }\n    decelerations {\n      d1 {\n        count\n      }\n      d2 {\n        count\n      }\n      d3 {\n        count\n      }\n    }\n    heartRate {\n      avg\n      min\n      max\n      zones\n      edwardsTrimp\n      banisterTrimp\n    }\n    metabolic {\n      avgPower\n      highMetabolicLoadDistance\n      energy\n    }\n    zones {\n      z0 {\n        distance\n      }\n      z1 {\n        distance\n      }\n      z2 {\n        distance\n      }\n      z3 {\n        distance\n      }\n      z4 {\n        distance\n      }\n      z5 {\n        distance\n      }\n      z6 {\n        distance\n      }\n    }\n    ranges {\n      rangeId\n      time\n      distance\n    }\n    individualSpeedBands {\n      distance\n    }\n  }\n": types.RecordMetricsFieldsFragmentDoc,
    "\n  query CurrentUser {\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query CurrentStaff {\n    staff {\n      id\n      isManager\n      club {\n        id\n        name\n        subscription {\n          ...ClubSubscriptionFields\n        }\n      }\n      coach {\n        id\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CurrentStaffDocument,
    "\n  query ClubTeamIds($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      id\n    }\n  }\n": types.ClubTeamIdsDocument,
    "\n  mutation RevokeSessions {\n    revokeSessions\n  }\n": types.RevokeSessionsDocument,
    "\n  fragment JobFields on Job {\n    id\n    state\n    kind\n    fileName\n    bytes\n    eventId\n    eventIds\n    code\n    message\n    failure {\n      code\n      reason\n      params {\n        name\n        number\n        text\n        list\n      }\n    }\n    progress {\n      stage\n      done\n      total\n    }\n    summary {\n      format\n      kept\n      dropped\n      outside\n      devices {\n        key\n        samples\n      }\n      overlaps {\n        samples\n      }\n    }\n    skipped {\n      key\n      label\n      samples\n      reason\n      playerId\n    }\n    receivedAt\n  }\n": types.JobFieldsFragmentDoc,
    "\n  query TeamJobs($teamId: ID!) {\n    teamJobs(teamId: $teamId, limit: 50) {\n      ...JobFields\n    }\n  }\n": types.TeamJobsDocument,
    "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...JobFields\n    }\n  }\n": types.JobUpdatedDocument,
    "\n  query TeamTagMappings($teamId: ID!) {\n    teamTagMappings(teamId: $teamId) {\n      name\n      playerId\n      playerName\n      deviceId\n      deviceName\n      updatedAt\n    }\n  }\n": types.TeamTagMappingsDocument,
    "\n  mutation MapTag($teamId: ID!, $name: String!, $playerId: ID, $deviceId: ID) {\n    mapTag(teamId: $teamId, name: $name, playerId: $playerId, deviceId: $deviceId) {\n      name\n      playerId\n      playerName\n    }\n  }\n": types.MapTagDocument,
    "\n  mutation UnmapTag($teamId: ID!, $name: String!) {\n    unmapTag(teamId: $teamId, name: $name)\n  }\n": types.UnmapTagDocument,
    "\n  query UploadTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n      device {\n        id\n        name\n      }\n    }\n  }\n": types.UploadTeamPlayersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderEvent($eventId: ID!) {\n    event(eventId: $eventId) {\n      id\n      teamId\n    }\n  }\n"): typeof import('./graphql.ts').HeaderEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n    }\n  }\n"): typeof import('./graphql.ts').HeaderPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').HeaderTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanLimitsFields on PlanLimits {\n    members\n    teams\n    players\n    ranges\n    devices\n  }\n"): typeof import('./graphql.ts').PlanLimitsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubSubscriptionFields on ClubSubscription {\n    active\n    plan\n    expiresAt\n    limits {\n      ...PlanLimitsFields\n    }\n    options {\n      tagManagement\n    }\n  }\n"): typeof import('./graphql.ts').ClubSubscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDevices($teamId: ID!) {\n    teamDevices(teamId: $teamId) {\n      id\n      name\n      serial\n      udid\n      player {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TeamDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($name: String!, $sport: String, $timeZone: String) {\n    createClub(name: $name, sport: $sport, timeZone: $timeZone) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').CreateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): typeof import('./graphql.ts').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      entries {\n        position\n        occurredAt\n        clubId\n        clubName\n        actorId\n        actorName\n        impersonatorId\n        impersonatorName\n        commandType\n        entityType\n        entityId\n        eventType\n        changes\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): typeof import('./graphql.ts').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clubs($active: Boolean) {\n    clubs(active: $active) {\n      id\n      name\n      sport\n      teamsCount\n      playersCount\n      staffCount\n      createdAt\n      subscription {\n        ...ClubSubscriptionFields\n        devices\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Impersonate($userId: ID!) {\n    impersonate(userId: $userId) {\n      token\n      expiresAt\n      user {\n        id\n        email\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ImpersonateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      limits {\n        ...PlanLimitsFields\n      }\n      tagManagement\n      days\n    }\n  }\n"): typeof import('./graphql.ts').SubscriptionPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClubSubscription($clubId: ID!, $subscription: ClubSubscriptionInput!) {\n    updateClubSubscription(clubId: $clubId, subscription: $subscription) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').UpdateClubSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users {\n    users {\n      id\n      email\n      verified\n      admin\n      createdAt\n      staff {\n        id\n        isManager\n        club {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperationsPage {\n    projections {\n      name\n      version\n      position\n      lagEvents\n      lagSeconds\n      parked\n      state\n      rebuildProgress\n      lastRebuildAt\n      lastRebuildError\n    }\n    parkedEvents {\n      projection\n      eventId\n      position\n      streamName\n      eventType\n      error\n      attempts\n      parkedAt\n      retryRequested\n    }\n  }\n"): typeof import('./graphql.ts').OperationsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryParkedEvent($projection: String!, $eventId: ID!) {\n    retryParkedEvent(projection: $projection, eventId: $eventId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').RetryParkedEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RebuildProjection($projection: String!) {\n    rebuildProjection(projection: $projection) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').RebuildProjectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql.ts').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewPassword($token: String!, $password: String!) {\n    newPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').NewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql.ts').RefreshTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!, $locale: String) {\n    register(email: $email, password: $password, locale: $locale) {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql.ts').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!) {\n    resetPassword(email: $email)\n  }\n"): typeof import('./graphql.ts').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Session {\n    token\n    expiresAt\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n"): typeof import('./graphql.ts').SessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      id\n      verified\n    }\n  }\n"): typeof import('./graphql.ts').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerAvailabilityFields on PlayerAvailability {\n    playerId\n    date\n    medical\n    player {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n    current {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n    }\n    injury {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n    }\n    availabilities {\n      id\n      status\n      startDate\n      endDate\n      note\n      injuryId\n      createdAt\n    }\n    injuries {\n      id\n      status\n      description\n      bodyPart\n      note\n      occurredOn\n      expectedReturn\n      returnedOn\n      updatedAt\n    }\n    history {\n      kind\n      at\n      availabilityId\n      injuryId\n      status\n      injuryStatus\n      startDate\n      endDate\n      note\n      description\n      bodyPart\n    }\n  }\n"): typeof import('./graphql.ts').PlayerAvailabilityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerAvailability($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n"): typeof import('./graphql.ts').PlayerAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlayerAvailabilityChanges($playerId: ID!) {\n    playerAvailability(playerId: $playerId) {\n      ...PlayerAvailabilityFields\n    }\n  }\n"): typeof import('./graphql.ts').PlayerAvailabilityChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamAvailability($teamId: ID!, $date: Date) {\n    teamAvailability(teamId: $teamId, date: $date) {\n      id\n      playerId\n      status\n      startDate\n      endDate\n    }\n  }\n"): typeof import('./graphql.ts').TeamAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlayerAvailability($playerId: ID!, $availability: AvailabilityInput!, $injury: InjuryInput) {\n    setPlayerAvailability(playerId: $playerId, availability: $availability, injury: $injury) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.ts').SetPlayerAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvailability($availabilityId: ID!, $availability: AvailabilityInput!) {\n    updateAvailability(availabilityId: $availabilityId, availability: $availability) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.ts').UpdateAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndAvailability($availabilityId: ID!, $endDate: Date!) {\n    endAvailability(availabilityId: $availabilityId, endDate: $endDate) {\n      id\n      endDate\n    }\n  }\n"): typeof import('./graphql.ts').EndAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInjury($injuryId: ID!, $injury: InjuryUpdateInput!) {\n    updateInjury(injuryId: $injuryId, injury: $injury) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql.ts').UpdateInjuryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubDevices($clubId: ID!) {\n    clubDevices(clubId: $clubId) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubPlayers($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClubPlayersChanges($clubId: ID!, $archived: Boolean) {\n    clubPlayers(clubId: $clubId, archived: $archived) {\n      ...PlayerFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubPlayersChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubStaff($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClubStaffChanges($clubId: ID!) {\n    clubStaff(clubId: $clubId) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubStaffChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubTeams($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubTeamsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClubTeamsChanges($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      ...TeamFields\n    }\n  }\n"): typeof import('./graphql.ts').ClubTeamsChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubDetails {\n    staff {\n      club {\n        ...ClubFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ClubDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDevice($serial: String!, $udid: String, $type: String, $name: String) {\n    addDevice(serial: $serial, udid: $udid, type: $type, name: $name) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql.ts').AddDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignDevicesToTeam($teamId: ID!, $deviceIds: [ID!]!) {\n    assignDevicesToTeam(teamId: $teamId, deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql.ts').AssignDevicesToTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignDevices($deviceIds: [ID!]!) {\n    unassignDevices(deviceIds: $deviceIds) {\n      ...DeviceFields\n    }\n  }\n"): typeof import('./graphql.ts').UnassignDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignDeviceToPlayer($playerId: ID!, $deviceId: ID!) {\n    assignDeviceToPlayer(playerId: $playerId, deviceId: $deviceId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').AssignDeviceToPlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignDeviceFromPlayer($playerId: ID!) {\n    unassignDeviceFromPlayer(playerId: $playerId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').UnassignDeviceFromPlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceTypes {\n    deviceTypes {\n      id\n      name\n      rateHz\n      heartRate\n    }\n  }\n"): typeof import('./graphql.ts').DeviceTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDrill($clubId: ID!, $name: String!) {\n    createDrill(clubId: $clubId, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').CreateDrillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDrill($drillId: ID!, $name: String!) {\n    renameDrill(drillId: $drillId, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').RenameDrillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDrill($drillId: ID!) {\n    deleteDrill(drillId: $drillId)\n  }\n"): typeof import('./graphql.ts').DeleteDrillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFields on Staff {\n    id\n    isManager\n    createdAt\n    user {\n      id\n      email\n    }\n    coach {\n      id\n      team {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.ts').StaffFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    playersCount\n    devicesCount\n    createdAt\n  }\n"): typeof import('./graphql.ts').TeamFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerFields on Player {\n    id\n    teamId\n    firstName\n    lastName\n    birthdate\n    age\n    gender\n    number\n    position\n    profile\n    league\n    pictureUrl\n    maxHeartRate\n    restingHeartRate\n    maxSpeed\n    note\n    archived\n    device {\n      id\n      name\n      serial\n    }\n  }\n"): typeof import('./graphql.ts').PlayerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceFields on Device {\n    id\n    clubId\n    teamId\n    playerId\n    name\n    type\n    serial\n    udid\n    fwVersion\n    hwVersion\n    dockingStation\n    player {\n      id\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql.ts').DeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubFields on Club {\n    id\n    name\n    sport\n    timeZone\n    teamsCount\n    playersCount\n    staffCount\n    # Written out: ClubDetails reads this through staff { club }, and the API's depth limit (10)\n    # counts every fragment spread as a level.\n    subscription {\n      active\n      plan\n      expiresAt\n      limits {\n        ...PlanLimitsFields\n      }\n      options {\n        tagManagement\n      }\n      devices\n    }\n  }\n"): typeof import('./graphql.ts').ClubFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlayer($teamId: ID!, $player: PlayerInput!) {\n    createPlayer(teamId: $teamId, player: $player) {\n      ...PlayerFields\n    }\n  }\n"): typeof import('./graphql.ts').CreatePlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlayer($playerId: ID!, $player: PlayerInput!) {\n    updatePlayer(playerId: $playerId, player: $player) {\n      ...PlayerFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdatePlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchivePlayer($playerId: ID!) {\n    archivePlayer(playerId: $playerId) {\n      ...PlayerFields\n    }\n  }\n"): typeof import('./graphql.ts').ArchivePlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewStaff($email: String!, $isManager: Boolean) {\n    newStaff(email: $email, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql.ts').NewStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaff($staffId: ID!) {\n    removeStaff(staffId: $staffId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').RemoveStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffAccess($staffId: ID!, $isManager: Boolean!) {\n    updateStaffAccess(staffId: $staffId, isManager: $isManager) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateStaffAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCoach($staffId: ID!, $teamIds: [ID!]!) {\n    assignCoach(staffId: $staffId, teamIds: $teamIds) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql.ts').AssignCoachDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($clubId: ID!, $name: String!) {\n    createTeam(clubId: $clubId, name: $name) {\n      ...TeamFields\n    }\n  }\n"): typeof import('./graphql.ts').CreateTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClub($clubId: ID!, $name: String!, $sport: String!, $timeZone: String!) {\n    updateClub(clubId: $clubId, name: $name, sport: $sport, timeZone: $timeZone) {\n      ...ClubFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachDashboard($clubId: ID!, $from: DateTime!, $to: DateTime!) {\n    coachDashboard(clubId: $clubId, from: $from, to: $to, jobs: 8) {\n      teams {\n        id\n        name\n        logoUrl\n        playersCount\n      }\n      events {\n        id\n        teamId\n        name\n        type\n        status\n        locked\n        startDate\n        endDate\n        selectedCount\n      }\n      jobs {\n        ...JobFields\n        teamId\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CoachDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      availability {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CoachPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoachLoadFields on TeamWorkload {\n    variable\n    players {\n      playerId\n      weeks {\n        start\n        change\n      }\n      points {\n        date\n        ratio\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CoachLoadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachTeamLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    distance: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: DISTANCE) {\n      ...CoachLoadFields\n    }\n    srpe: teamWorkload(teamId: $teamId, from: $from, to: $to, variable: SRPE) {\n      ...CoachLoadFields\n    }\n  }\n"): typeof import('./graphql.ts').CoachTeamLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveFields on LiveRecord {\n    samples\n    lastSampleAt\n    speed\n    heartRate\n    heartRatePercent\n    final\n    updatedAt\n    globalMetrics {\n      time\n      distance\n      maxSpeed\n      hid\n      sprint {\n        count\n      }\n      accelerations {\n        a2 {\n          count\n        }\n      }\n    }\n    periodRecords {\n      periodId\n      metrics {\n        time\n        distance\n        maxSpeed\n        hid\n        sprint {\n          count\n        }\n        accelerations {\n          a2 {\n            count\n          }\n        }\n      }\n    }\n    trail {\n      start\n      speeds\n      heartRates\n    }\n  }\n"): typeof import('./graphql.ts').LiveFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventLive($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventLiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventLiveChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        maxHeartRate\n      }\n      live {\n        ...LiveFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventLiveChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEvent($eventId: ID!) {\n    startEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').StartEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopEvent($eventId: ID!) {\n    stopEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').StopEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishEvent($eventId: ID!) {\n    finishEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').FinishEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockEvent($eventId: ID!) {\n    lockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').LockEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockEvent($eventId: ID!) {\n    unlockEvent(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').UnlockEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComputeRecords($eventId: ID!) {\n    computeRecords(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').ComputeRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent(\n    $eventId: ID!\n    $name: String!\n    $type: EventType!\n    $place: EventPlace\n    $theme: String\n    $competition: Competition\n    $score: ScoreInput\n    $matchSystem: String\n    $daysToMatch: Int\n  ) {\n    updateEvent(\n      eventId: $eventId\n      name: $name\n      type: $type\n      place: $place\n      theme: $theme\n      competition: $competition\n      score: $score\n      matchSystem: $matchSystem\n      daysToMatch: $daysToMatch\n    ) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventDates($eventId: ID!, $startDate: DateTime, $endDate: DateTime) {\n    updateEventDates(eventId: $eventId, startDate: $startDate, endDate: $endDate) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateEventDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePeriod(\n    $eventId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n    $force: Boolean\n  ) {\n    createPeriod(eventId: $eventId, name: $name, startDate: $startDate, endDate: $endDate, force: $force) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').CreatePeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePeriod(\n    $eventId: ID!\n    $periodId: ID!\n    $name: String!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    updatePeriod(\n      eventId: $eventId\n      periodId: $periodId\n      name: $name\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdatePeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePeriod($eventId: ID!, $periodId: ID!) {\n    removePeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').RemovePeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPeriod($eventId: ID!, $periodId: ID!) {\n    startPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').StartPeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopPeriod($eventId: ID!, $periodId: ID!) {\n    stopPeriod(eventId: $eventId, periodId: $periodId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').StopPeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventRange($eventId: ID!, $type: String!, $range: RangeInput!) {\n    createEventRange(eventId: $eventId, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').CreateEventRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventRange($eventId: ID!, $id: ID!, $type: String!, $range: RangeInput!) {\n    updateEventRange(eventId: $eventId, id: $id, type: $type, range: $range) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateEventRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventRange($eventId: ID!, $id: ID!) {\n    deleteEventRange(eventId: $eventId, id: $id) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').DeleteEventRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventRecordChanges($eventId: ID!) {\n    liveRecordUpdated(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      number\n      device {\n        id\n        name\n      }\n      selected\n      recordSource\n      liveDistanceDifference\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n        periodRecords {\n          periodId\n          metrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventRecordChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventReplay($eventId: ID!) {\n    eventReplay(eventId: $eventId) {\n      selectionId\n      playerId\n      columns\n    }\n  }\n"): typeof import('./graphql.ts').EventReplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSelections($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').EventSelectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventSelectionsChanges($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').EventSelectionsChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventTags($eventId: ID!, $tags: [String!]!) {\n    setEventTags(eventId: $eventId, tags: $tags) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').SetEventTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPeriodTags($eventId: ID!, $periodId: ID!, $tags: [String!]!) {\n    setPeriodTags(eventId: $eventId, periodId: $periodId, tags: $tags) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').SetPeriodTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamTags($teamId: ID!) {\n    teamTags(teamId: $teamId) {\n      tag\n      uses\n    }\n  }\n"): typeof import('./graphql.ts').TeamTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubDrills($clubId: ID!) {\n    clubDrills(clubId: $clubId) {\n      id\n      name\n      createdAt\n    }\n  }\n"): typeof import('./graphql.ts').ClubDrillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTeam($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      clubId\n      name\n    }\n  }\n"): typeof import('./graphql.ts').EventTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').EventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventChanges($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql.ts').EventChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on Event {\n    id\n    teamId\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    duration\n    plannedStartDate\n    plannedEndDate\n    daysToMatch\n    place\n    theme\n    competition\n    score {\n      team\n      adv\n    }\n    matchSystem\n    periods {\n      id\n      name\n      startDate\n      endDate\n      status\n      tags\n    }\n    tags\n    ranges {\n      ...RangesFields\n    }\n    selectedCount\n    updatedAt\n    computing\n  }\n"): typeof import('./graphql.ts').EventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelectionFields on Selection {\n    id\n    eventId\n    player {\n      id\n      firstName\n      lastName\n      number\n    }\n    number\n    position\n    profile\n    device {\n      id\n      name\n      deleted\n    }\n    selected\n    active\n    time\n    sessions {\n      id\n      periodId\n      startDate\n      endDate\n    }\n  }\n"): typeof import('./graphql.ts').SelectionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectPlayers($eventId: ID!, $playerIds: [ID!]!) {\n    selectPlayers(eventId: $eventId, playerIds: $playerIds) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').SelectPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSelection(\n    $selectionId: ID!\n    $deviceId: ID\n    $profile: PlayerProfile\n    $number: Int\n    $position: Position\n  ) {\n    updateSelection(\n      selectionId: $selectionId\n      deviceId: $deviceId\n      profile: $profile\n      number: $number\n      position: $position\n    ) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateSelectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectSelection($selectionId: ID!, $selected: Boolean!) {\n    selectSelection(selectionId: $selectionId, selected: $selected) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').SelectSelectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSession($selectionId: ID!) {\n    startSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').StartSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSession($selectionId: ID!) {\n    stopSession(selectionId: $selectionId) {\n      ...SelectionFields\n    }\n  }\n"): typeof import('./graphql.ts').StopSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n    }\n  }\n"): typeof import('./graphql.ts').EventTeamPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadEventFile($eventId: ID!, $file: File!, $periodId: ID, $deviceType: String, $deviceId: ID) {\n    uploadEventFile(\n      eventId: $eventId\n      file: $file\n      periodId: $periodId\n      deviceType: $deviceType\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').UploadEventFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDataCsvLink($eventId: ID!, $layout: ExportLayout!) {\n    getEventDataCSVLink(eventId: $eventId, layout: $layout) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').EventDataCsvLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDataXlsxLink($eventId: ID!) {\n    getEventDataXLSXLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').EventDataXlsxLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RawArchiveLink($eventId: ID!) {\n    getEventRawDataArchiveLink(eventId: $eventId) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').RawArchiveLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldWizLink($eventId: ID!, $useNew: Boolean) {\n    getFieldWizAnalyzeCSVLink(eventId: $eventId, useNew: $useNew) {\n      url\n      fileName\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').FieldWizLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCutsFields on Event {\n    id\n    intervals {\n      id\n      kind\n      label\n      startDate\n      endDate\n    }\n    marks {\n      id\n      at\n      label\n    }\n  }\n"): typeof import('./graphql.ts').EventCutsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCuts($eventId: ID!) {\n    event(eventId: $eventId) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').EventCutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventIntervalAnalyses($eventId: ID!) {\n    eventIntervalAnalyses(eventId: $eventId) {\n      intervalId\n      players {\n        selectionId\n        playerId\n        time\n        distance\n        hid\n        hir\n        sprint\n        topSpeed\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventIntervalAnalysesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkEventMoment($eventId: ID!, $at: DateTime!, $label: String!) {\n    markEventMoment(eventId: $eventId, at: $at, label: $label) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').MarkEventMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventMark($eventId: ID!, $markId: ID!) {\n    removeEventMark(eventId: $eventId, markId: $markId) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').RemoveEventMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CutEventInterval($eventId: ID!, $startDate: DateTime!, $endDate: DateTime!, $label: String!) {\n    cutEventInterval(eventId: $eventId, startDate: $startDate, endDate: $endDate, label: $label) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').CutEventIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameEventInterval($eventId: ID!, $intervalId: ID!, $label: String!) {\n    renameEventInterval(eventId: $eventId, intervalId: $intervalId, label: $label) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').RenameEventIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventInterval($eventId: ID!, $intervalId: ID!) {\n    removeEventInterval(eventId: $eventId, intervalId: $intervalId) {\n      ...EventCutsFields\n    }\n  }\n"): typeof import('./graphql.ts').RemoveEventIntervalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryEntryFields on HistoryEntry {\n    id\n    occurredAt\n    actor {\n      id\n      email\n    }\n    impersonator {\n      id\n      email\n    }\n    commandType\n    eventType\n    schemaVersion\n    upcast\n    changes {\n      path\n      before\n      after\n    }\n  }\n"): typeof import('./graphql.ts').HistoryEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntityHistory($entityType: HistoryEntityType!, $entityId: ID!, $first: Int, $after: ID) {\n    entityHistory(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      entries {\n        ...HistoryEntryFields\n      }\n      total\n      hasMore\n    }\n  }\n"): typeof import('./graphql.ts').EntityHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntityAsOf($entityType: HistoryEntityType!, $entityId: ID!, $at: DateTime!) {\n    entityAsOf(entityType: $entityType, entityId: $entityId, at: $at) {\n      at\n      exists\n      fields {\n        path\n        value\n      }\n      lastChange {\n        ...HistoryEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EntityAsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareEventRecords($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      player {\n        id\n        firstName\n        lastName\n      }\n      record {\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CompareEventRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerEventMetrics($eventId: ID!, $playerId: ID!) {\n    event(eventId: $eventId) {\n      id\n      name\n      startDate\n      ranges {\n        speed {\n          id\n          type\n          name\n          min\n          max\n        }\n        accel {\n          id\n          type\n          name\n          min\n          max\n        }\n      }\n    }\n    selection(eventId: $eventId, playerId: $playerId) {\n      player {\n        firstName\n        lastName\n      }\n      device {\n        name\n      }\n      record {\n        samples\n        globalMetrics {\n          ...RecordMetricsFields\n        }\n      }\n    }\n    playerSelectionExtendedMetrics(eventId: $eventId, playerId: $playerId) {\n      heatmap {\n        ix\n        iy\n        count\n      }\n      heatmapCellSize\n      speed_serie {\n        ts\n        value\n      }\n      hr_serie {\n        ts\n        value\n      }\n      sprint_history {\n        start\n        max\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PlayerEventMetricsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerProfile($clubId: ID!) {\n    clubPlayers(clubId: $clubId, archived: true) {\n      id\n      teamId\n      firstName\n      lastName\n      birthdate\n      age\n      number\n      position\n      profile\n      league\n      maxHeartRate\n      restingHeartRate\n      maxSpeed\n      archived\n      device {\n        id\n        name\n      }\n      availability {\n        id\n        status\n        startDate\n        endDate\n      }\n      injury {\n        id\n        status\n        description\n        occurredOn\n        expectedReturn\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PlayerProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerSelections($playerId: ID!, $limit: Int) {\n    playerSelections(playerId: $playerId, limit: $limit) {\n      event {\n        id\n        teamId\n        name\n        type\n        status\n        startDate\n      }\n      selection {\n        id\n        record {\n          globalMetrics {\n            ...RecordMetricsFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PlayerSelectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerWorkload(\n    $playerId: ID!\n    $from: Date!\n    $to: Date!\n    $variable: LoadVariable\n    $model: WorkloadModel\n  ) {\n    playerWorkload(playerId: $playerId, from: $from, to: $to, variable: $variable, model: $model) {\n      playerId\n      variable\n      model\n      points {\n        date\n        load\n        acute\n        chronic\n        ratio\n        ratioStatus\n        acuteMissingDays\n        chronicMissingDays\n        planned\n      }\n      weeks {\n        start\n        load\n        monotony\n        strain\n        change\n        missingDays\n        planned\n      }\n      days {\n        date\n        events\n        missingDevice\n        missingRpe\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PlayerWorkloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventReportLink($eventId: ID!, $locale: String, $options: EventReportOptions) {\n    getEventReportLink(eventId: $eventId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n"): typeof import('./graphql.ts').EventReportLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerReportLink($playerId: ID!, $locale: String, $options: PlayerReportOptions) {\n    getPlayerReportLink(playerId: $playerId, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n"): typeof import('./graphql.ts').PlayerReportLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamWeeklyReportLink($teamId: ID!, $week: Date, $locale: String, $options: WeeklyReportOptions) {\n    getTeamWeeklyReportLink(teamId: $teamId, week: $week, locale: $locale, options: $options) {\n      url\n      fileName\n    }\n  }\n"): typeof import('./graphql.ts').TeamWeeklyReportLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTeamEvents($teamId: ID!) {\n    teamEvents(teamId: $teamId, limit: 20) {\n      items {\n        id\n        name\n        startDate\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ReportTeamEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRpe($eventId: ID!) {\n    eventSelections(eventId: $eventId) {\n      id\n      eventId\n      selected\n      number\n      time\n      player {\n        id\n        firstName\n        lastName\n        number\n      }\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventRpeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSessionRpe($selectionId: ID!, $rating: Float, $minutes: Int) {\n    setSessionRpe(selectionId: $selectionId, rating: $rating, minutes: $minutes) {\n      id\n      rpe {\n        rating\n        minutes\n        load\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SetSessionRpeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamStatistics($teamId: ID!, $from: Date!, $to: Date!, $eventType: EventType, $tag: String) {\n    teamStatistics(teamId: $teamId, from: $from, to: $to, eventType: $eventType, tag: $tag) {\n      teamId\n      from\n      to\n      events\n      players {\n        playerId\n        firstName\n        lastName\n        events\n        time\n        distance\n        hsr\n        sprints\n        sprintDistance\n        topSpeed\n        perMatch {\n          matches\n          time\n          distance\n          hsr\n          sprints\n        }\n      }\n      weeks {\n        start\n        events\n        players\n        distance\n        hsr\n        sprints\n        sprintDistance\n        playerDistance\n        playerHsr\n        playerSprints\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TeamStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamWeekLoad($teamId: ID!, $from: Date!, $to: Date!) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to) {\n      players {\n        playerId\n        days {\n          date\n          events\n          missingDevice\n          duration\n          distance\n          hsr\n          sprintDistance\n          srpe\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TeamWeekLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamAcwr($teamId: ID!, $from: Date!, $to: Date!, $variable: LoadVariable) {\n    teamWorkload(teamId: $teamId, from: $from, to: $to, variable: $variable) {\n      players {\n        playerId\n        points {\n          date\n          ratio\n          ratioStatus\n        }\n      }\n      average {\n        date\n        ratio\n        ratioStatus\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TeamAcwrDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysesTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql.ts').AnalysesTeamPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysesFilters($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n    }\n    teamTags(teamId: $teamId) {\n      tag\n    }\n  }\n"): typeof import('./graphql.ts').AnalysesFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent(\n    $teamId: ID!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $endDate: DateTime\n  ) {\n    createEvent(teamId: $teamId, name: $name, type: $type, startDate: $startDate, endDate: $endDate) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').CreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n"): typeof import('./graphql.ts').DeleteEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamEventFields on Event {\n    id\n    name\n    type\n    status\n    locked\n    startDate\n    endDate\n    selectedCount\n  }\n"): typeof import('./graphql.ts').TeamEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamDetailsFields on Team {\n    id\n    clubId\n    name\n    logoUrl\n    ranges {\n      ...RangesFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamDetailsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamLiveAlertsFields on TeamLiveAlerts {\n    teamId\n    hsrTarget\n    sprintTarget\n    distanceTarget\n    heartRatePercent\n    heartRateSeconds\n  }\n"): typeof import('./graphql.ts').TeamLiveAlertsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamLiveAlerts($teamId: ID!) {\n    teamLiveAlerts(teamId: $teamId) {\n      ...TeamLiveAlertsFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamLiveAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamLiveAlerts($teamId: ID!, $alerts: TeamLiveAlertsInput!) {\n    setTeamLiveAlerts(teamId: $teamId, alerts: $alerts) {\n      ...TeamLiveAlertsFields\n    }\n  }\n"): typeof import('./graphql.ts').SetTeamLiveAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamReceivers($teamId: ID!) {\n    teamReceivers(teamId: $teamId) {\n      id\n      name\n      createdAt\n      revokedAt\n    }\n  }\n"): typeof import('./graphql.ts').TeamReceiversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueReceiverToken($teamId: ID!, $name: String!) {\n    issueReceiverToken(teamId: $teamId, name: $name) {\n      token\n      receiver {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.ts').IssueReceiverTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeReceiverToken($teamId: ID!, $receiverId: ID!) {\n    revokeReceiverToken(teamId: $teamId, receiverId: $receiverId) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql.ts').RevokeReceiverTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamSeasons($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      seasons {\n        id\n        name\n        league\n        startDate\n        endDate\n      }\n      currentSeason {\n        id\n      }\n      currentSeasonChosen\n    }\n  }\n"): typeof import('./graphql.ts').TeamSeasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeason($teamId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    createSeason(teamId: $teamId, name: $name, league: $league, startDate: $startDate, endDate: $endDate) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').CreateSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSeason($seasonId: ID!, $name: String!, $league: League, $startDate: Date!, $endDate: Date!) {\n    updateSeason(\n      seasonId: $seasonId\n      name: $name\n      league: $league\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').UpdateSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSeason($seasonId: ID!) {\n    deleteSeason(seasonId: $seasonId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').DeleteSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCurrentSeason($teamId: ID!, $seasonId: ID) {\n    setCurrentSeason(teamId: $teamId, seasonId: $seasonId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').SetCurrentSeasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamEvents(\n    $teamId: ID!\n    $types: [EventType!]\n    $from: DateTime\n    $to: DateTime\n    $offset: Int\n    $limit: Int\n  ) {\n    teamEvents(teamId: $teamId, types: $types, from: $from, to: $to, offset: $offset, limit: $limit) {\n      items {\n        ...TeamEventFields\n      }\n      total\n      offset\n      limit\n    }\n  }\n"): typeof import('./graphql.ts').TeamEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamSettings($teamId: ID!, $name: String!, $logoUrl: String) {\n    updateTeam(teamId: $teamId, name: $name, logoUrl: $logoUrl) {\n      ...TeamDetailsFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateTeamSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamRange($teamId: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    createTeamRange(teamId: $teamId, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n"): typeof import('./graphql.ts').CreateTeamRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamRange($teamId: ID!, $id: ID!, $type: String!, $name: String!, $min: Float, $max: Float) {\n    updateTeamRange(teamId: $teamId, id: $id, type: $type, name: $name, min: $min, max: $max) {\n      ...TeamDetailsFields\n    }\n  }\n"): typeof import('./graphql.ts').UpdateTeamRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamRange($teamId: ID!, $id: ID!) {\n    deleteTeamRange(teamId: $teamId, id: $id) {\n      ...TeamDetailsFields\n    }\n  }\n"): typeof import('./graphql.ts').DeleteTeamRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDetails($teamId: ID!) {\n    team(teamId: $teamId) {\n      ...TeamDetailsFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackingProfileFields on TeamTrackingProfile {\n    profile\n    rateHz\n    updatedAt\n    defaults {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    overrides {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n    effective {\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n"): typeof import('./graphql.ts').TrackingProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamTrackingProfiles($teamId: ID!) {\n    teamTrackingProfiles(teamId: $teamId) {\n      ...TrackingProfileFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamTrackingProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamTrackingProfile($teamId: ID!, $profile: String!, $input: TrackingProfileInput!) {\n    setTeamTrackingProfile(teamId: $teamId, profile: $profile, input: $input) {\n      ...TrackingProfileFields\n    }\n  }\n"): typeof import('./graphql.ts').SetTeamTrackingProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTeamTrackingProfile($teamId: ID!, $profile: String!) {\n    resetTeamTrackingProfile(teamId: $teamId, profile: $profile) {\n      ...TrackingProfileFields\n    }\n  }\n"): typeof import('./graphql.ts').ResetTeamTrackingProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadDeviceFile($deviceUDID: String!, $file: File!) {\n    uploadDeviceFile(deviceUDID: $deviceUDID, file: $file) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').UploadDeviceFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickImport(\n    $teamId: ID!\n    $file: File!\n    $name: String!\n    $type: EventType!\n    $startDate: DateTime\n    $deviceId: ID\n  ) {\n    quickImport(\n      teamId: $teamId\n      file: $file\n      name: $name\n      type: $type\n      startDate: $startDate\n      deviceId: $deviceId\n    ) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').QuickImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadDockFile($teamId: ID, $file: File!, $startDate: DateTime) {\n    uploadDockFile(teamId: $teamId, file: $file, startDate: $startDate) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').UploadDockFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDataCsvLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataCSVLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamDataCsvLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDataXlsxLink($teamId: ID!, $seasonId: ID, $from: Date, $to: Date, $content: [TeamDataContent!]) {\n    getTeamDataXLSXLink(teamId: $teamId, seasonId: $seasonId, from: $from, to: $to, content: $content) {\n      ...TeamDataExportFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamDataXlsxLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamDataExportFields on TeamDataExport {\n    id\n    link {\n      url\n      fileName\n    }\n    events\n    players\n    total\n  }\n"): typeof import('./graphql.ts').TeamDataExportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDataExportProgress($exportId: ID!) {\n    teamDataExportProgress(exportId: $exportId) {\n      done\n      total\n      finished\n    }\n  }\n"): typeof import('./graphql.ts').TeamDataExportProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatIfSettingsFields on MetricSettings {\n    speedZoneEdgesKmh\n    hidThresholdKmh\n    sprintThresholdKmh\n    accelerationBands\n    heartRateZonePercents\n    effortMinDurationSeconds\n    accelerationMinDurationSeconds\n    cleaning {\n      lowPassOff\n      lowPassCutoffHz\n      filterReachSeconds\n      spikeSpeed\n      maxGapSeconds\n    }\n  }\n"): typeof import('./graphql.ts').WhatIfSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatIfEventFields on WhatIfEvent {\n    eventId\n    name\n    startDate\n    players {\n      selectionId\n      playerId\n      playerName\n      figures {\n        metric\n        current\n        whatIf\n        difference\n      }\n    }\n  }\n"): typeof import('./graphql.ts').WhatIfEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMetricSettings($eventId: ID!) {\n    eventMetricSettings(eventId: $eventId) {\n      ...WhatIfSettingsFields\n    }\n  }\n"): typeof import('./graphql.ts').EventMetricSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventWhatIf($eventId: ID!, $settings: MetricSettingsInput!) {\n    eventWhatIf(eventId: $eventId, settings: $settings) {\n      ...WhatIfEventFields\n    }\n  }\n"): typeof import('./graphql.ts').EventWhatIfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TeamWhatIf($teamId: ID!, $from: DateTime!, $to: DateTime!, $settings: MetricSettingsInput!) {\n    teamWhatIf(teamId: $teamId, from: $from, to: $to, settings: $settings) {\n      done\n      total\n      event {\n        ...WhatIfEventFields\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TeamWhatIfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyEventMetricSettings($eventId: ID!, $settings: MetricSettingsInput!) {\n    applyEventMetricSettings(eventId: $eventId, settings: $settings) {\n      ...WhatIfSettingsFields\n    }\n  }\n"): typeof import('./graphql.ts').ApplyEventMetricSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyTeamMetricSettings(\n    $teamId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $settings: MetricSettingsInput!\n  ) {\n    applyTeamMetricSettings(teamId: $teamId, from: $from, to: $to, settings: $settings)\n  }\n"): typeof import('./graphql.ts').ApplyTeamMetricSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RangesFields on Ranges {\n    speed {\n      ...RangeFields\n    }\n    accel {\n      ...RangeFields\n    }\n  }\n"): typeof import('./graphql.ts').RangesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RangeFields on DataRange {\n    id\n    type\n    name\n    min\n    max\n  }\n"): typeof import('./graphql.ts').RangeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordMetricsFields on Metrics {\n    activity\n    time\n    distance\n    distancePerMinute\n    avgSpeed\n    maxSpeed\n    maxAcceleration\n    minAcceleration\n    hid\n    hir {\n      count\n    }\n    sprint {\n      count\n      distance\n    }\n    accelerations {\n      a1 {\n        count\n      }\n      a2 {\n        count\n      }\n      a3 {\n        count\n      }\n    }\n    decelerations {\n      d1 {\n        count\n      }\n      d2 {\n        count\n      }\n      d3 {\n        count\n      }\n    }\n    heartRate {\n      avg\n      min\n      max\n      zones\n      edwardsTrimp\n      banisterTrimp\n    }\n    metabolic {\n      avgPower\n      highMetabolicLoadDistance\n      energy\n    }\n    zones {\n      z0 {\n        distance\n      }\n      z1 {\n        distance\n      }\n      z2 {\n        distance\n      }\n      z3 {\n        distance\n      }\n      z4 {\n        distance\n      }\n      z5 {\n        distance\n      }\n      z6 {\n        distance\n      }\n    }\n    ranges {\n      rangeId\n      time\n      distance\n    }\n    individualSpeedBands {\n      distance\n    }\n  }\n"): typeof import('./graphql.ts').RecordMetricsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    user {\n      id\n      email\n      verified\n      admin\n    }\n  }\n"): typeof import('./graphql.ts').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentStaff {\n    staff {\n      id\n      isManager\n      club {\n        id\n        name\n        subscription {\n          ...ClubSubscriptionFields\n        }\n      }\n      coach {\n        id\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CurrentStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubTeamIds($clubId: ID!) {\n    clubTeams(clubId: $clubId) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').ClubTeamIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSessions {\n    revokeSessions\n  }\n"): typeof import('./graphql.ts').RevokeSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFields on Job {\n    id\n    state\n    kind\n    fileName\n    bytes\n    eventId\n    eventIds\n    code\n    message\n    failure {\n      code\n      reason\n      params {\n        name\n        number\n        text\n        list\n      }\n    }\n    progress {\n      stage\n      done\n      total\n    }\n    summary {\n      format\n      kept\n      dropped\n      outside\n      devices {\n        key\n        samples\n      }\n      overlaps {\n        samples\n      }\n    }\n    skipped {\n      key\n      label\n      samples\n      reason\n      playerId\n    }\n    receivedAt\n  }\n"): typeof import('./graphql.ts').JobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamJobs($teamId: ID!) {\n    teamJobs(teamId: $teamId, limit: 50) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').TeamJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...JobFields\n    }\n  }\n"): typeof import('./graphql.ts').JobUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamTagMappings($teamId: ID!) {\n    teamTagMappings(teamId: $teamId) {\n      name\n      playerId\n      playerName\n      deviceId\n      deviceName\n      updatedAt\n    }\n  }\n"): typeof import('./graphql.ts').TeamTagMappingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MapTag($teamId: ID!, $name: String!, $playerId: ID, $deviceId: ID) {\n    mapTag(teamId: $teamId, name: $name, playerId: $playerId, deviceId: $deviceId) {\n      name\n      playerId\n      playerName\n    }\n  }\n"): typeof import('./graphql.ts').MapTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmapTag($teamId: ID!, $name: String!) {\n    unmapTag(teamId: $teamId, name: $name)\n  }\n"): typeof import('./graphql.ts').UnmapTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadTeamPlayers($clubId: ID!) {\n    clubPlayers(clubId: $clubId) {\n      id\n      teamId\n      firstName\n      lastName\n      number\n      archived\n      device {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UploadTeamPlayersDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
