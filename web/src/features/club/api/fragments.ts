/**
 * The fields the club area asks for, one fragment per kind of record: a query, its subscription
 * and the mutations answering with the same record ask for the same fields.
 */
import { graphql } from '../../../gql/gql.ts';
import type {
  ClubFieldsFragment,
  DeviceFieldsFragment,
  PlayerFieldsFragment,
  StaffFieldsFragment,
  TeamFieldsFragment,
} from '../../../gql/graphql.ts';

graphql(/* GraphQL */ `
  fragment StaffFields on Staff {
    id
    isManager
    createdAt
    user {
      id
      email
    }
    coach {
      id
      team {
        id
        name
      }
    }
  }
`);

graphql(/* GraphQL */ `
  fragment TeamFields on Team {
    id
    clubId
    name
    logoUrl
    playersCount
    devicesCount
    createdAt
  }
`);

graphql(/* GraphQL */ `
  fragment PlayerFields on Player {
    id
    teamId
    firstName
    lastName
    birthdate
    age
    gender
    number
    position
    profile
    league
    pictureUrl
    maxHeartRate
    restingHeartRate
    maxSpeed
    note
    archived
    device {
      id
      name
      serial
    }
  }
`);

graphql(/* GraphQL */ `
  fragment DeviceFields on Device {
    id
    clubId
    teamId
    playerId
    name
    type
    serial
    udid
    fwVersion
    hwVersion
    dockingStation
    player {
      id
      firstName
      lastName
    }
  }
`);

graphql(/* GraphQL */ `
  fragment ClubFields on Club {
    id
    name
    sport
    timeZone
    teamsCount
    playersCount
    staffCount
    # Written out: ClubDetails reads this through staff { club }, and the API's depth limit (10)
    # counts every fragment spread as a level.
    subscription {
      active
      plan
      expiresAt
      limits {
        ...PlanLimitsFields
      }
      options {
        tagManagement
      }
      devices
    }
  }
`);

export type StaffMember = StaffFieldsFragment;
export type Team = TeamFieldsFragment;
export type Player = PlayerFieldsFragment;
export type Device = DeviceFieldsFragment;
export type ClubDetails = ClubFieldsFragment;
