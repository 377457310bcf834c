import type { MouseEvent } from 'react';

/**
 * 'Skip to main content': the shell's first focusable element, shown when focused. Focus moves
 * to the target itself (tabIndex -1), so the next Tab continues inside the content.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // The router would treat the fragment as a navigation; focusing is all it takes.
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
