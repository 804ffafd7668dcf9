/** What `login`, `register` and `refreshToken` answer (the SDL's `Session`). */
export interface SessionAnswer {
  readonly token: string;
  readonly expiresAt: string;
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly verified: boolean;
    readonly admin: boolean;
  };
}

export const SESSION_FIELDS = 'token expiresAt user { id email verified admin }';
