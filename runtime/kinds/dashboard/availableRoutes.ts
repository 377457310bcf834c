/**
 * Which dashboard links lead somewhere: a link is available when a definition's route matches
 * it, a `{param}` segment of the definition matching any one segment of the link.
 */
export function routeAvailability(definedRoutes: readonly string[]): (route: string) => boolean {
  const patterns = definedRoutes.map((route) => {
    const segments = route.split('/').map((segment) => (/^\{[A-Za-z][A-Za-z0-9]*\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)));
    return new RegExp(`^${segments.join('/')}/?$`);
  });
  return (route) => patterns.some((pattern) => pattern.test(route));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
