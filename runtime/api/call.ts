import type { ConsoleConfig } from '../generated/config';
import type { Endpoint } from '../generated/screen';
import { callEndpoint, type CallOptions, type CallResult } from './callEndpoint';

export const DEFAULT_LANGUAGE = 'en-CA';

/** A call of a definition's endpoint, bound to the services, the token and the language. */
export type Call = (endpoint: Endpoint, options?: Pick<CallOptions, 'context' | 'query' | 'body' | 'headers'>) => Promise<CallResult>;

/** Calls with the config's base URLs, a token and the language header (also where no hook runs: a route's preload). */
export function bindCall(services: ConsoleConfig['services'], token: string | undefined): Call {
  return (endpoint, options) => callEndpoint(endpoint, { ...options, services, token, language: DEFAULT_LANGUAGE });
}
