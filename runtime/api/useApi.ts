import { useCallback } from 'react';
import type { Endpoint } from '../generated/screen';
import { useAuth } from '../auth/AuthContext';
import { useConsoleConfig } from '../config/ConfigContext';
import { callEndpoint, type CallOptions, type CallResult } from './callEndpoint';

export const DEFAULT_LANGUAGE = 'en-CA';

export type Call = (endpoint: Endpoint, options?: Pick<CallOptions, 'context' | 'query' | 'body' | 'headers'>) => Promise<CallResult>;

/** The one way screens call services: config base URLs, the session's token, the language header. */
export function useApi(): Call {
  const config = useConsoleConfig();
  const { session } = useAuth();
  const token = session?.idToken;
  return useCallback(
    (endpoint, options) => callEndpoint(endpoint, { ...options, services: config.services, token, language: DEFAULT_LANGUAGE }),
    [config.services, token],
  );
}
