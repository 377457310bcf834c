import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';

/** `/logout`: clears the tokens and the user, then the root path. */
export function Logout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void auth.signOut().finally(() => navigate('/', { replace: true }));
  }, [auth, navigate]);
  return null;
}
