import { installDialogPolyfill } from './renderConsole';

// Every jsdom test gets the dialog stand-in: the console's modals are native <dialog>s.
installDialogPolyfill();
