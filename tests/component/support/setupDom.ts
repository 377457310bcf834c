import { configure } from '@testing-library/react';
import { afterAll, beforeEach, vi } from 'vitest';
import { forgetPreloadedCalls } from '../../../runtime/api/preloadedCalls';
// The app's domain rules, registered as at start-up (the unit tests share this part only).
import '../../support/setupDomainRules';
import { installDialogPolyfill } from './renderConsole';

// Every jsdom test gets the dialog stand-in: the console's modals are native <dialog>s.
installDialogPolyfill();
// Waits (findBy…, waitFor) allow 15 s, not 1: with the whole suite on two cores, a screen's code,
// lookups and validators can take seconds to load. A wait still ends the moment it holds, so this
// is only the ceiling of a wait that fails; tests set no ceiling of their own.
configure({ asyncUtilTimeout: 15_000 });

// The component files of a worker share one module graph (vitest.config.ts). A test starts with
// no preloaded answer nor call under way (as after sign-out): a page's grid block preloads its
// list once its code has loaded, which may be after the test (or the file) that rendered it.
beforeEach(() => {
  forgetPreloadedCalls();
});
// Each file leaves the globals, timers and spies it changed as it found them for the next.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
