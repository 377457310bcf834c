import { Link } from 'react-router';
import './public.css';

/** Any unknown path. */
export function NotFound() {
  return (
    <main className="not-found">
      <h1>404 - Maybe this page moved?</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
