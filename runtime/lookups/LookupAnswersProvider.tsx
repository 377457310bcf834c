import { useEffect, useState, type ReactNode } from 'react';
import { forgetPreloadedCalls } from '../api/preloadedCalls';
import { useAuth } from '../auth/AuthContext';
import { LookupAnswers, LookupAnswersContext } from './lookupAnswers';

/** The session's lookup answers (given by the app, which also preloads them; else one per mount), forgotten at sign-out with any preloaded answer. */
export function LookupAnswersProvider({ answers, children }: { answers?: LookupAnswers | undefined; children: ReactNode }) {
  const [own] = useState(() => answers ?? new LookupAnswers());
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'signedOut') return;
    own.clear();
    forgetPreloadedCalls();
  }, [status, own]);
  return <LookupAnswersContext.Provider value={own}>{children}</LookupAnswersContext.Provider>;
}
