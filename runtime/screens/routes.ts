/** `/secure/{userId}/dashboard` → `{userId}/dashboard`, the router path below /secure. */
export function routerPath(route: string): string {
  return route.replace(/^\/secure\/?/, '').replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1');
}

/** Fills `{name}` segments of a route; unknown names are left as they are. */
export function fillRoute(route: string, params: Record<string, string>): string {
  return route.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    params[name] !== undefined ? encodeURIComponent(params[name]) : whole,
  );
}
