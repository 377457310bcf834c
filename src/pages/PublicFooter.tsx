import type { MouseEvent } from 'react';

const LINKS = ['Support', 'Privacy', 'Terms', 'Help Center'] as const;

/** The login page's footer links; the specification gives them no targets. */
export function PublicFooter() {
  const stay = (event: MouseEvent) => event.preventDefault();
  return (
    <footer className="public-footer">
      <nav aria-label="Footer">
        {LINKS.map((label) => (
          <a key={label} href="#" onClick={stay}>
            {label}
          </a>
        ))}
      </nav>
    </footer>
  );
}
