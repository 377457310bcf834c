import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ConsoleConfig } from '../generated/config';
import type { Endpoint } from '../generated/screen';
import { useAuth } from '../auth/AuthContext';
import { useConsoleConfig } from '../config/ConfigContext';
import { isLookupKey, useLookupAnswers } from '../lookups/lookupAnswers';
import { callEndpoint, type CallOptions, type CallResult } from './callEndpoint';

export const DEFAULT_LANGUAGE = 'en-CA';

export type Call = (endpoint: Endpoint, options?: Pick<CallOptions, 'context' | 'query' | 'body' | 'headers'>) => Promise<CallResult>;

/** Calls with the config's base URLs, a token and the language header (also where no hook runs: a route's preload). */
export function bindCall(services: ConsoleConfig['services'], token: string | undefined): Call {
  return (endpoint, options) => callEndpoint(endpoint, { ...options, services, token, language: DEFAULT_LANGUAGE });
}

/**
 * The one way screens call services: config base URLs, the session's token, the language header.
 * A write that succeeds makes the lookups it changed load again (a saved region is in the Region
 * selects at once; lookups are otherwise loaded once per session).
 */
export function useApi(): Call {
  const config = useConsoleConfig();
  const { session } = useAuth();
  const answers = useLookupAnswers();
  const { mutate } = useSWRConfig();
  const token = session?.idToken;
  return useCallback(
    async (endpoint, options) => {
      const result = await bindCall(config.services, token)(endpoint, options);
      if (result.ok && endpoint.method !== 'GET' && answers.forgetChangedBy(endpoint)) void mutate(isLookupKey);
      return result;
    },
    [config.services, token, answers, mutate],
  );
}
