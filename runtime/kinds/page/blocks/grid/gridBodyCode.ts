import { preloadable } from '../../../../ui/preloadable';

// AG Grid is large: a page loads it only when it has a grid block (its route loads it beforehand: screenCode.ts).
export const gridBodyCode = preloadable(() => import('../../../grid/GridBody').then((module) => module.GridBody));
