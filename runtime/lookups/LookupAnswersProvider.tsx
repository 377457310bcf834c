import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { LookupAnswers, LookupAnswersContext } from './lookupAnswers';

/** The session's lookup answers (given by the app, which also preloads them; else one per mount), forgotten at sign-out. */
export function LookupAnswersProvider({ answers, children }: { answers?: LookupAnswers | undefined; children: ReactNode }) {
  const [own] = useState(() => answers ?? new LookupAnswers());
  const { status } = useAuth();
  useEffect(() => {
    if (status === 'signedOut') own.clear();
  }, [status, own]);
  return <LookupAnswersContext.Provider value={own}>{children}</LookupAnswersContext.Provider>;
}
