/** What a result block with `load` publishes under its id: the loaded answer (useResultLoad.ts writes it). */
export const RESULT_PUBLISHES = { answer: 'answer' } as const;
