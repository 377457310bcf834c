import type { Page } from '@playwright/test';
import { AdminApi, uniqueWord, type Zone } from './adminApi';

/** What a test of the place and rate screens makes its rows with. */
export interface SouthStart {
  api: AdminApi;
  /** The seeded zone Winnipeg South (region Winnipeg). */
  south: Zone;
  /** A new word, for names no other test uses. */
  word: string;
}

/** The admin API as the signed-in page calls it, the zone Winnipeg South and a new word. */
export async function startInWinnipegSouth(page: Page): Promise<SouthStart> {
  const api = await AdminApi.of(page);
  return { api, south: await api.zone('Winnipeg South', 'Winnipeg'), word: uniqueWord() };
}
