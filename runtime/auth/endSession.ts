/** How long sign-out waits for the provider before going on without it. */
const END_SESSION_TIMEOUT_MS = 5000;

/**
 * Asks the identity provider to end the session the id token belongs to (`POST {authority}/sign-out`
 * with the token as bearer): the provider forgets its session and grant, and the services refuse
 * every token of that session from then on. Resolves whatever the answer; rejects only when the
 * provider cannot be reached (sign-out treats it as best effort).
 */
export async function endProviderSession(authority: string, idToken: string, fetchImpl: typeof fetch = fetch): Promise<number> {
  const response = await fetchImpl(`${authority.replace(/\/+$/, '')}/sign-out`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
    credentials: 'omit',
    signal: AbortSignal.timeout(END_SESSION_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
