import { Link } from 'react-router';
import './public.css';

/** Any unknown path: inside the shell's content area, or as a page of its own. */
export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 - Maybe this page moved?</h1>
      <Link to="/">Home</Link>
    </section>
  );
}
