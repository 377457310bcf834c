import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';
import { dashboardPath } from '../../runtime/auth/session';
import './public.css';

export const RETURN_TO_LOGIN_AFTER_MS = 2000;

/** The sign-in transit page: completes the redirect, then the dashboard or back to /login. */
export function LoginCallback() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // The code can be exchanged once only, so the effect must not run twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    auth
      .completeSignIn()
      .then((session) => navigate(dashboardPath(session.sub), { replace: true }))
      .catch((error: unknown) => {
        console.error('Sign-in failed', error);
        setFailed(true);
      });
  }, [auth, navigate]);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RETURN_TO_LOGIN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  return (
    <div className="public-page">
      <main className="login-card" aria-live="polite">
        {failed ? <p role="alert">Failed to authenticate. Please try again.</p> : <p>Authenticating...</p>}
      </main>
    </div>
  );
}
