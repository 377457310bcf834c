/**
 * The id of the JSON data block the server writes the console's configuration into
 * (server/frontEnd.ts) and the console reads it from (runtime/config/loadConfig.ts): one
 * constant both sides read, so neither imports the other.
 */
export const CONFIG_ELEMENT_ID = 'console-config';
