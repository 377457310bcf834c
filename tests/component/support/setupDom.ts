import { registerDomainRules } from '../../../runtime/domain/domainRules';
import { consoleDomainRules } from '../../../src/domain/consoleRules';
import { installDialogPolyfill } from './renderConsole';

// The app registers its domain rules at start-up (src/main.tsx); every test starts the same way.
registerDomainRules(consoleDomainRules);
// Every jsdom test gets the dialog stand-in: the console's modals are native <dialog>s.
installDialogPolyfill();
