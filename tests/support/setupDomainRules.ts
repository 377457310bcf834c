import { registerDomainRules } from '../../runtime/domain/domainRules';
import { consoleDomainRules } from '../../src/domain/consoleRules';

// The app registers its domain rules at start-up (src/main.tsx); every test starts the same way.
registerDomainRules(consoleDomainRules);
