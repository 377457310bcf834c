import type { RowActionIcon } from '../../generated/screen';

const SVG = 'http://www.w3.org/2000/svg';

/** The path of each icon, on a 24×24 grid, drawn with the text's colour (no icon font, nothing fetched). */
const PATHS: Record<RowActionIcon, string> = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  delete: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v6M14 11v6',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4l2-2zM10 21h4',
};

/** An icon as inline SVG, decorative: hidden from assistive technology (the button's text names it). */
export function iconElement(icon: RowActionIcon): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', 'grid-action-icon');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PATHS[icon]);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.append(path);
  return svg;
}

/**
 * A row action's button showing its icon instead of its text: the label stays its accessible name
 * (visually hidden text, so the name is what a screen reader and a voice command say) and its tooltip.
 */
export function iconButton(label: string, icon: RowActionIcon, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button icon-button';
  button.title = label;
  const text = document.createElement('span');
  text.className = 'visually-hidden';
  text.textContent = label;
  button.append(iconElement(icon), text);
  button.addEventListener('click', onClick);
  return button;
}
