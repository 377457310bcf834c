import { createElement, useEffect, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../ui/modal';

export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_TEXT = 'You have changes that are not saved. Leave and lose them?';
/** Refresh drops pending edits too: the same question, for staying on the page. */
export const REFRESH_TITLE = 'Refresh this page?';
export const REFRESH_TEXT = 'You have changes that are not saved. Refresh and lose them?';

/**
 * Nothing typed is lost silently: while `when` is true, moving to another page of the console
 * asks first (Stay / Leave), and closing or reloading the tab triggers the browser's own question.
 * Returns the dialog to render (null when nothing is being asked); `question` replaces the one about
 * changes that are not saved (what was sent is only followed: a poll's `leaveText`). Needs a data router.
 */
export function useLeaveGuard(when: boolean, question: string = LEAVE_TEXT): ReactNode {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    // The reason to ask went away (e.g. the edits were saved) while the question was open.
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  if (blocker.state !== 'blocked') return null;
  return createElement(ConfirmDialog, {
    title: LEAVE_TITLE,
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
    onConfirm: () => blocker.proceed(),
    onCancel: () => blocker.reset(),
    children: createElement('p', null, question),
  });
}
