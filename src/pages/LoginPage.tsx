import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';
import { dashboardPath } from '../../runtime/auth/session';
import { PublicFooter } from './PublicFooter';
import './public.css';

/** `/` and `/login`: welcome text and the sign-in button (000 §2 Public routes). */
export function LoginPage() {
  const auth = useAuth();
  const [failed, setFailed] = useState(false);
  if (auth.status === 'signedIn' && auth.session) return <Navigate to={dashboardPath(auth.session.sub)} replace />;
  return (
    <div className="public-page">
      <main className="login-card">
        <h1>Welcome to the operations console</h1>
        <p>
          Delivery rates, places, cutoffs, order tools, reports, SMS, customer lists and labels for the
          flower and gift delivery team. Sign in with your staff account to continue.
        </p>
        <button
          type="button"
          className="sign-in-button"
          disabled={auth.status === 'loading'}
          onClick={() => {
            setFailed(false);
            auth.signIn().catch((error: unknown) => {
              console.error('Sign-in could not start', error);
              setFailed(true);
            });
          }}
        >
          Sign in with Google
        </button>
        {failed && (
          <p role="alert" className="public-error">
            Failed to authenticate. Please try again.
          </p>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}
