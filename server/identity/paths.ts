/** Where the identity provider is mounted in the console's origin. */
export const IDENTITY_MOUNT_PATH = '/oidc';
export const CONSOLE_CLIENT_ID = 'console';

export function issuerFor(origin: string): string {
  return `${origin}${IDENTITY_MOUNT_PATH}`;
}
