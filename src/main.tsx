import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lazySessionClient } from '../runtime/auth/sessionClient';
import { loadConfig } from '../runtime/config/loadConfig';
import { registerDomainRules } from '../runtime/domain/domainRules';
import { registerCustomComponents } from '../runtime/custom/customRegistration';
import { App } from './App';
import { LookupAnswers } from '../runtime/lookups/lookupAnswers';
import { preloadOpenedScreen, startOpenedScreenCode } from './openedScreen';
import { screenPreloader } from './screenPreloader';
import './global.css';

// The rules bring luxon and cronstrue: they load with the first screen that uses them (a page, a
// form, a grid with dates or filters), never with the sign-in page or the dashboard.
registerDomainRules(() => import('./domain/consoleRules').then((module) => module.consoleDomainRules));
// Custom components: the registry loads with the first page showing one, each component's code with it.
registerCustomComponents(() => import('./custom/registry').then((module) => module.customComponents));
startOpenedScreenCode(window.location.pathname);
const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  const config = await loadConfig();
  // oidc-client-ts loads only to sign in, out or renew: the stored session is read without it.
  const userManager = lazySessionClient(config.identity, window.location.origin);
  // One store of lookup answers for the session: preloads fill it, the screens read it.
  const lookupAnswers = new LookupAnswers();
  const preload = screenPreloader(config, userManager, lookupAnswers);
  const render = () =>
    root.render(
      <StrictMode>
        <App config={config} userManager={userManager} lookupAnswers={lookupAnswers} preload={preload} />
      </StrictMode>,
    );
  // The opened screen's first calls leave before React's first render takes the main thread: their
  // code was asked for first thing (startOpenedScreenCode), and the screen shows nothing without it.
  // Not awaited here: the screen's chunks import this entry, which must finish evaluating first.
  preloadOpenedScreen(window.location.pathname, preload).then(render, render);
} catch (error) {
  // Without its configuration the console cannot sign anyone in: say so plainly.
  console.error(error);
  root.render(
    <main className="startup-error" role="alert">
      <h1>The console could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
