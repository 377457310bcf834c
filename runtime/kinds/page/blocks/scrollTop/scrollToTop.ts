/**
 * Takes the page back to its top from a control inside it: the screen's heading (the first `h1` of
 * the `main` holding the control) scrolled into view, smoothly unless the person asked for reduced
 * motion, and given the focus without a second jump, so the keyboard goes on from the top too.
 */
export function scrollToTop(from: Element): void {
  const heading = from.closest('main')?.querySelector<HTMLElement>('h1') ?? from.ownerDocument.querySelector<HTMLElement>('h1');
  if (!heading) return;
  const view = from.ownerDocument.defaultView;
  const reduced = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
