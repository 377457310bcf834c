import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How a modal form's dialog ends: closed unsaved, or saved (the opener reloads, then it closes). */
export interface DialogEnds {
  onClose: () => void;
  /** The opener's: it reloads what the form changed (and closes the dialog); it is given the submit's answer. */
  onSaved: (answer: unknown) => void;
}

/** A modal form's success and its closing (`closeAfter`). */
export interface ClosingSuccess {
  /** The success said inside the dialog while it waits to close by itself; undefined before (or without) one. */
  text: string | undefined;
  /** A submit succeeded, saying `said`: the dialog shows it and closes `closeAfterMs` later, or closes at once (no delay given, or nothing to say). */
  succeeded: (said: string | undefined, answer: unknown) => void;
  /** Cancel, × or Escape: after a success the dialog still counts as saved (the opener reloads). */
  close: () => void;
}

/**
 * A modal form's success, said inside its dialog for `closeAfterMs` before the dialog closes by
 * itself (002 §4: the edit form closes itself 2 seconds after success). The opener's `onSaved`
 * runs once, when the dialog closes (by itself or sooner by Cancel), not at the success: the
 * opener closes the dialog when told it is saved, so telling it sooner would cut the wait short.
 */
export function useClosingSuccess(closeAfterMs: number | undefined, ends: DialogEnds): ClosingSuccess {
  const [text, setText] = useState<string | undefined>(undefined);
  const latest = useRef(ends);
  useLayoutEffect(() => {
    latest.current = ends;
  });
  const finished = useRef(false);
  const answer = useRef<unknown>(undefined);
  const finish = useCallback(() => {
    // The timer and a press of Cancel may both end it: the opener hears of the save once.
    if (finished.current) return;
    finished.current = true;
    latest.current.onSaved(answer.current);
    latest.current.onClose();
  }, []);
  useEffect(() => {
    if (text === undefined || closeAfterMs === undefined) return undefined;
    const timer = setTimeout(finish, closeAfterMs);
    return () => clearTimeout(timer);
  }, [text, closeAfterMs, finish]);
  const close = useCallback(() => (text === undefined ? latest.current.onClose() : finish()), [text, finish]);
  return {
    text,
    succeeded: (said, answered) => {
      answer.current = answered;
      if (closeAfterMs === undefined || said === undefined || said.trim() === '') finish();
      else setText(said);
    },
    close,
  };
}
