/** Account roles: a user without a role row is a plain user. */
export type Role = 'user' | 'moderator' | 'admin';

/** The signed-in user (`GET /api/auth/me` and the answers of sign-in and two-factor steps). */
export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  emailVerified: boolean;
  /** The account has TOTP two-factor turned on. */
  mfaEnabled: boolean;
  /** The second factor was checked in this session (true when the account has none). */
  mfaVerified: boolean;
}
