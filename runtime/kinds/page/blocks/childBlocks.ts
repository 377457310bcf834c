import { createContext, type ReactNode } from 'react';
import type { Block } from '../../../generated/screen';

/**
 * Renders a block inside another (a tab's blocks), given by the page so a container block needs
 * neither the whole definition nor an import of the page's block renderer.
 */
export const ChildBlocksContext = createContext<(block: Block) => ReactNode>(() => null);
