import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';

/** Protected routes: a signed-out visitor goes to the root path (000 §2, §6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut' || !auth.session) return <Navigate to="/" replace />;
  return children;
}
