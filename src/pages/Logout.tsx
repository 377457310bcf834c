import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';
import { useOverlay } from '../../runtime/ui/overlay';

/** `/logout`: clears the tokens and the user ('Please wait...' meanwhile), then the root path. */
export function Logout() {
  const auth = useAuth();
  const overlay = useOverlay();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void overlay.during(auth.signOut()).finally(() => navigate('/', { replace: true }));
  }, [auth, overlay, navigate]);
  return null;
}
