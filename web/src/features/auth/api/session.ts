/** What `login`, `register` and `refreshToken` answer (the SDL's `Session`), asked for in one place. */
import { graphql } from '../../../gql/gql.ts';
import type { SessionFieldsFragment } from '../../../gql/graphql.ts';

graphql(/* GraphQL */ `
  fragment SessionFields on Session {
    token
    expiresAt
    user {
      id
      email
      verified
      admin
    }
  }
`);

export type SessionAnswer = SessionFieldsFragment;
