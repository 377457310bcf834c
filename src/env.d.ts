/// <reference types="vite/client" />
/** The console's version from package.json, shown in the menu badge. */
declare const __APP_VERSION__: string;
