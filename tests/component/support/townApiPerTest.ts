import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTownApi, type FakeTownApi } from '../gridTownApi';
import { resetGridRenders } from '../gridRender';

/**
 * Gives every test of the file a fresh fake town API as `fetch` (`use` receives it), and after
 * each test unmounts what was rendered, forgets the grid renders, runs `cleanUp`, and restores
 * `fetch` and every mock.
 */
export function serveTownApiPerTest(use: (api: FakeTownApi) => void, cleanUp?: () => void): void {
  beforeEach(() => {
    const api = createTownApi();
    use(api);
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    cleanup();
    resetGridRenders();
    cleanUp?.();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
