import type { CardsBlock } from '../../../../generated/screen';
import { renderTemplate } from '../../../../templates/template';
import type { Row } from '../../../grid/types';
import { safeHref } from './safeHref';
import { textOf } from '../../../../../shared/textOf';

/** One card as shown: its heading and link, from the row by the block's templates. */
export interface Card {
  key: string;
  title: string;
  /** The link's text. */
  linkText: string;
  /** Where it goes; undefined when the text is no http(s) address (then shown as text). */
  href: string | undefined;
  row: Row;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : textOf(value));

/** The cards of the rows (keyed by their position and title, so equal titles stay apart). */
export function cardsOf(card: CardsBlock['card'], rows: readonly Row[]): Card[] {
  return rows.map((row, index) => {
    const title = text(renderTemplate(card.title, row));
    const linkText = text(renderTemplate(card.link, row));
    return { key: `${index}:${title}`, title, linkText, href: safeHref(linkText), row };
  });
}
