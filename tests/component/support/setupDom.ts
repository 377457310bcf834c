import { configure } from '@testing-library/react';
import { registerDomainRules } from '../../../runtime/domain/domainRules';
import { consoleDomainRules } from '../../../src/domain/consoleRules';
import { installDialogPolyfill } from './renderConsole';

// The app registers its domain rules at start-up (src/main.tsx); every test starts the same way.
registerDomainRules(consoleDomainRules);
// Every jsdom test gets the dialog stand-in: the console's modals are native <dialog>s.
installDialogPolyfill();
// Waits (findBy…, waitFor) allow 5 s, not 1: with the whole suite on two cores, a screen's code,
// lookups and validators can take over a second to load. A wait still ends the moment it holds.
configure({ asyncUtilTimeout: 5_000 });
