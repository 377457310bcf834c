import { createContext, useContext } from 'react';
import type { Endpoint } from '../generated/screen';
import type { Call } from '../api/call';

/**
 * How long a lookup answer is used: changes made in this console reload it at once (below), but
 * another member of staff adding a region is seen by the next screen opened after this long.
 */
export const LOOKUP_KEPT_MS = 5 * 60_000;

/**
 * Lookup answers (regions, provinces, warehouses, …) kept for the session: every screen and form
 * using a lookup shares one call of it. A write to the lookup's resource (a region saved under
 * /places/region/{region_id} changes the /places/region lookup) forgets it, so it loads again;
 * so do Refresh and age (LOOKUP_KEPT_MS). A failed call is not kept: the next user tries again.
 */
export class LookupAnswers {
  private readonly answers = new Map<string, { endpoint: Endpoint; answer: Promise<unknown>; calledAt: number }>();

  /** The lookup's answer data, from the session's call of it or a new one. Rejects with what failed. */
  load(call: Call, endpoint: Endpoint, now: number = Date.now()): Promise<unknown> {
    const key = lookupCallKey(endpoint);
    const known = this.answers.get(key);
    if (known && now - known.calledAt < LOOKUP_KEPT_MS) return known.answer;
    const answer = call(endpoint).then((result) => {
      if (!result.ok) throw new LookupCallFailed(result.status, result.errorText);
      return result.data;
    });
    this.answers.set(key, { endpoint, answer, calledAt: now });
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** Forgets the lookups a successful write to `written` changed; whether there was any. */
  forgetChangedBy(written: Endpoint): boolean {
    let forgot = false;
    for (const [key, { endpoint }] of this.answers) {
      if (writeChangesLookup(written, endpoint)) {
        this.answers.delete(key);
        forgot = true;
      }
    }
    return forgot;
  }

  /** Forgets one lookup's answer (Refresh of a screen using it). */
  forget(endpoint: Endpoint): void {
    this.answers.delete(lookupCallKey(endpoint));
  }

  /** Forgets every lookup (sign-out). */
  clear(): void {
    this.answers.clear();
  }
}

export class LookupCallFailed extends Error {
  constructor(
    readonly status: number,
    readonly errorText: string | undefined,
  ) {
    super(errorText ?? `HTTP ${status}`);
  }
}

/** One key per call: service, path and fixed query. */
export function lookupCallKey(endpoint: Endpoint): string {
  return JSON.stringify([endpoint.service ?? 'admin', endpoint.path, endpoint.query ?? {}]);
}

/** The path up to its first `{parameter}` segment: '/places/region/{region_id}' → '/places/region'. */
export function resourcePath(path: string): string {
  const segments = path.split('/');
  const firstParameter = segments.findIndex((segment) => segment.includes('{'));
  return (firstParameter === -1 ? segments : segments.slice(0, firstParameter)).join('/').replace(/\/+$/, '');
}

/** A write changes a lookup of the same service whose path is the written resource or one holding it. */
export function writeChangesLookup(written: Endpoint, lookup: Endpoint): boolean {
  if ((written.service ?? 'admin') !== (lookup.service ?? 'admin')) return false;
  const resource = resourcePath(written.path);
  const listed = resourcePath(lookup.path);
  return resource === listed || resource.startsWith(`${listed}/`);
}

/** SWR keys of lookup options (one lookup's, or a grid's columns' together): reloaded after a change. */
export function isLookupKey(key: unknown): boolean {
  return Array.isArray(key) && (key[0] === 'lookup' || key[0] === 'grid-lookups');
}

const sessionAnswers = new LookupAnswers();

/** The app's store (ConsoleProviders gives one per app; a render without one shares this). */
export const LookupAnswersContext = createContext<LookupAnswers>(sessionAnswers);

export function useLookupAnswers(): LookupAnswers {
  return useContext(LookupAnswersContext);
}
