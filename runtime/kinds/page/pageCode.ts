/**
 * The page kind's code loaded beside its view, in one chunk: its blocks' code, and (its default
 * export) the preload of its first calls. One chunk, so the entry names one import for both.
 */
export { loadPageBlocksCode } from './pageBlocksCode';
export { default } from './pagePreload';
