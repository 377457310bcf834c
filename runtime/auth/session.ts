import type { StoredUser } from './sessionClient';

/** What the console knows of the signed-in staff member. */
export interface StaffSession {
  sub: string;
  name: string;
  email: string | undefined;
  /** The bearer token every call of ours carries (the id token, 000 §6). */
  idToken: string;
  /** Expiry of the token, epoch ms. */
  expiresAtMs: number;
}

/** A stored user is a session only while its token is unexpired. */
export function sessionFrom(user: StoredUser | null, nowMs: number): StaffSession | undefined {
  if (!user?.id_token || user.expires_at === undefined) return undefined;
  const expiresAtMs = user.expires_at * 1000;
  if (expiresAtMs <= nowMs) return undefined;
  const profile = user.profile;
  return {
    sub: profile.sub,
    name: typeof profile.name === 'string' && profile.name !== '' ? profile.name : (profile.email ?? profile.sub),
    email: profile.email,
    idToken: user.id_token,
    expiresAtMs,
  };
}

export function dashboardPath(sub: string): string {
  return `/secure/${encodeURIComponent(sub)}/dashboard`;
}
