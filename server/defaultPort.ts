/** The console's port when PORT is not set (Vite's usual one), and so its default address's. */
export const DEFAULT_PORT = 5173;
