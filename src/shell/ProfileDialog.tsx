import { useEffect, useRef } from 'react';
import type { StaffSession } from '../../runtime/auth/session';
import { sessionEndText } from './sessionEndText';

/** Profile: who is signed in, and until when. */
export function ProfileDialog({ session, onClose }: { session: StaffSession; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="profile-dialog" aria-labelledby="profile-title" onClose={onClose}>
      <h2 id="profile-title">Profile</h2>
      <dl>
        <dt>Name</dt>
        <dd>{session.name}</dd>
        <dt>E-mail</dt>
        <dd>{session.email ?? '—'}</dd>
        <dt>Session ends</dt>
        <dd>{sessionEndText(session.expiresAtMs)}</dd>
      </dl>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
