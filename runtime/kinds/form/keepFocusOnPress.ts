/**
 * A submit's `onMouseDown`: the field being typed in keeps the focus until the click. Otherwise
 * leaving the field shows its message first, the button moves down under the pointer, and the
 * click that was to say what is missing never lands on it.
 */
export function keepFocusOnPress(event: { preventDefault(): void }): void {
  event.preventDefault();
}
