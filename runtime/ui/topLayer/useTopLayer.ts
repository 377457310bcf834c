import { useLayoutEffect, type RefObject } from 'react';

const canPop = (element: HTMLElement) => typeof element.showPopover === 'function';

/** (Re)shows an element as a manual popover: shown later, it sits above what was shown before. */
function raise(element: HTMLElement): void {
  element.popover = 'manual';
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}

/**
 * Puts an element in the browser's top layer (as a manual popover), above any modal dialog, and
 * raises it again whenever `raiseOn` changes: the 'Please wait...' overlay shown during a dialog's
 * call stays visible over it. Without the Popover API (jsdom) the element stays where its CSS
 * puts it (the attribute is only set where it can be shown, as a hidden popover shows nothing).
 */
export function useTopLayer(ref: RefObject<HTMLElement | null>, raiseOn?: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && canPop(element)) raise(element);
  }, [ref, raiseOn]);
}

/**
 * Like useTopLayer, but only while a modal dialog is open (otherwise the element stays in the
 * page, under menus that open over it): toasts raised during a dialog show above the dialog.
 */
export function useTopLayerWhileModal(ref: RefObject<HTMLElement | null>, raiseOn: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canPop(element)) return;
    if (document.querySelector('dialog:modal')) {
      raise(element);
    } else if (element.popover) {
      if (element.matches(':popover-open')) element.hidePopover();
      element.removeAttribute('popover');
    }
  }, [ref, raiseOn]);
}
