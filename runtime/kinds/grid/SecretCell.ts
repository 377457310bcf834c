import type { ICellRendererParams } from 'ag-grid-community';
import { DomCell, shownText } from './cellDom';
import { SECRET_MASK } from './formats';
import type { GridRow } from './gridRows';
import { secretCellView, type SecretFormat } from './secretCellView';

export type SecretCellParams = ICellRendererParams<GridRow> & { secret: SecretFormat };

/**
 * A secret masked until its button is pressed (`format: { secret }`), then shown until it is
 * pressed again. The button keeps its place and the focus as its text changes (Show ↔ Hide, named
 * with the row: 'Hide password of Courier dashboard'); the text is a polite live region, so the
 * value, or the `hidden` words standing for the mask, are announced as it changes. Which row is
 * shown is this cell's own state: a cell drawn for another row (the grid recycles them) starts masked.
 */
export class SecretCell extends DomCell<SecretCellParams> {
  protected readonly gui = document.createElement('span');
  private readonly text = document.createElement('span');
  private readonly button = document.createElement('button');
  private params: SecretCellParams | undefined;
  /** The key of the row whose secret shows, if one does. */
  private shownKey: string | undefined;

  protected override build(): void {
    this.gui.className = 'grid-secret';
    this.text.className = 'grid-secret-text';
    this.text.setAttribute('aria-live', 'polite');
    this.button.type = 'button';
    this.button.className = 'link-button grid-secret-toggle';
    this.button.addEventListener('click', () => this.toggle());
    this.gui.append(this.text);
  }

  protected show(params: SecretCellParams): void {
    this.params = params;
    const key = params.data?.key;
    if (key === undefined || key !== this.shownKey) this.shownKey = undefined;
    const view = secretCellView(params.secret, params.value, params.data?.values ?? {}, this.shownKey !== undefined);
    if (!view.button) {
      this.text.replaceChildren(shownText(params));
      this.button.remove();
      return;
    }
    if (view.revealed !== undefined) this.text.replaceChildren(view.revealed);
    else this.text.replaceChildren(masked(params.secret.hidden));
    this.button.textContent = view.button.text;
    this.button.setAttribute('aria-label', view.button.name);
    if (!this.button.isConnected) this.gui.append(this.button);
  }

  private toggle(): void {
    const params = this.params;
    const key = params?.data?.key;
    if (!params || key === undefined) return;
    this.shownKey = this.shownKey === key ? undefined : key;
    this.show(params);
  }
}

/** The mask, hidden from assistive technology, which reads `hidden` instead. */
function masked(hidden: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const mask = document.createElement('span');
  mask.setAttribute('aria-hidden', 'true');
  mask.textContent = SECRET_MASK;
  const words = document.createElement('span');
  words.className = 'visually-hidden';
  words.textContent = hidden;
  fragment.append(mask, words);
  return fragment;
}
