import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../auth/AuthContext';
import { useConsoleConfig } from '../config/ConfigContext';
import { isLookupKey, useLookupAnswers } from '../lookups/lookupAnswers';
import { bindCall, type Call } from './call';

// Kept here too for the screens that import them with the hook; lookups read them from ./call (no cycle).
export { bindCall, DEFAULT_LANGUAGE, type Call } from './call';

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
