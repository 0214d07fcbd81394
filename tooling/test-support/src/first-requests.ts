// The contract of a route's first request (its manifest's `request`): the host sends it beside the
// remote's code (shared-ui/data's startEarlyGet), and the route's prefetch must then ask for exactly
// that, or the early answer goes unused and the screen's data waits for a second request.
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from 'shared-auth';
import { startEarlyGet } from 'shared-ui/data';
import type { User } from 'shared-domain';
import type { FakeApi } from './fake-api';
import { createTestQueryClient, signIn } from './render';

interface ManifestRoute {
  id: string;
  request?: string;
}

export interface FirstScreenContext {
  params: Readonly<Record<string, string | undefined>>;
  user: User;
}

type Prefetch = Record<string, (client: QueryClient, context: FirstScreenContext) => unknown>;

/**
 * For each route of a remote's manifest that has a prefetch: the GETs (path and query) that reach
 * the API when the host opens it as a first screen for the user (signed in here), its `request`
 * sent early and the prefetch run after it. One each when the prefetch asks for what the manifest
 * names; a route without `request` shows its prefetch's own GET, so a forgotten one shows too.
 */
export async function firstScreenRequests(
  manifest: { routes: readonly ManifestRoute[] },
  prefetch: Prefetch,
  api: FakeApi,
  context: FirstScreenContext,
): Promise<Record<string, string[]>> {
  signIn(context.user);
  configureApi({ baseUrl: api.url });
  api.on('GET', '/api/*', { status: 200, body: {} });
  const requests: Record<string, string[]> = {};
  for (const route of manifest.routes) {
    const start = prefetch[route.id];
    if (!start) continue;
    const before = api.requests.length;
    if (route.request) startEarlyGet(route.request, context.params, context.user.id);
    await start(createTestQueryClient(), context);
    requests[route.id] = api.requests
      .slice(before)
      .filter((request) => request.method === 'GET')
      .map((request) => {
        const search = new URLSearchParams(request.query).toString();
        return search ? `${request.path}?${search}` : request.path;
      });
  }
  return requests;
}
