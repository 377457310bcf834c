import type { CardsBlock } from '../../../../generated/screen';
import type { Publication } from '../parts';

/** Where a cards block publishes its loaded rows: `<id>.rows` (useCardsBlock.ts writes them). */
export const CARDS_ROWS = 'rows';

/** What a cards block publishes, as the checker reads it: its rows (not checked past their index: a card's templates are). */
export const cardsPublishes = (block: CardsBlock): Publication => ({ names: new Map([[CARDS_ROWS, { reads: 'any', list: true, entity: block.entity }]]), notPublished: (id) => `cards block "${id}" publishes only "rows"` });
