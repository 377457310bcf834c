import { useCallback } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useConsoleConfig } from '../config/ConfigContext';
import type { Endpoint } from '../generated/screen';
import { DEFAULT_LANGUAGE } from './call';
import { fetchFile, type FileResult } from './fetchFile';

/** Calls a file endpoint (its answer kept as bytes) with the config's services, the session's token and the language. */
export function useFileCall(): (endpoint: Endpoint, context?: Record<string, unknown>) => Promise<FileResult> {
  const config = useConsoleConfig();
  const { session } = useAuth();
  const token = session?.idToken;
  return useCallback((endpoint, context) => fetchFile(endpoint, { services: config.services, token, language: DEFAULT_LANGUAGE, ...(context ? { context } : {}) }), [config.services, token]);
}
