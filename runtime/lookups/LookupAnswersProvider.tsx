import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { LookupAnswers, LookupAnswersContext } from './lookupAnswers';

/** The session's lookup answers (given by the app, which also preloads them; else one per mount), forgotten at sign-out with any preloaded answer. */
export function LookupAnswersProvider({ answers, children }: { answers?: LookupAnswers | undefined; children: ReactNode }) {
  const [own] = useState(() => answers ?? new LookupAnswers());
  const { status } = useAuth();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signedIn') wasSignedIn.current = true;
    if (status !== 'signedOut' || !wasSignedIn.current) return;
    wasSignedIn.current = false;
    own.clear();
    // Only after a session (the sign-in page loads none of the preloading code).
    void import('../api/preloadedCalls').then((calls) => calls.forgetPreloadedCalls());
  }, [status, own]);
  return <LookupAnswersContext.Provider value={own}>{children}</LookupAnswersContext.Provider>;
}
