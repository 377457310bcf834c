/** What a submit stopped by a field in error asks the view: focus that field (a new `seq` asks again). */
export interface FocusRequest {
  /** The control's id: `<idPrefix>_<field>`. */
  id: string;
  seq: number;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The element to focus for a field: its control, or the first control inside it when the id names
 * a group (a `lookupMultiSelect`'s checkboxes).
 */
export function focusTarget(root: HTMLElement, id: string): HTMLElement | undefined {
  const element = root.ownerDocument.getElementById(id);
  if (!element || !root.contains(element)) return undefined;
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
}
