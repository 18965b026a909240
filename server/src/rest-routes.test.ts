import { apiRouter } from './rest-routes.js';

/*
 * The REST shim registers its modules' routers in an order of its own (the guest's application first,
 * the requests of a rush), not the order of the document. That is safe only while no route of one module
 * answers a path of another's: checked here on every route, with the router's own matching.
 */
type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  /** The match (its params) or false. */
  match(path: string): unknown;
};

interface ModuleRoute {
  module: number;
  method: string;
  path: string;
  layer: Layer;
}

function moduleRoutes(): { routes: ModuleRoute[]; first: ModuleRoute[] } {
  const router = apiRouter({
    graphqlSchema: () => Promise.reject(new Error('not used by the route walk')),
    version: 'test',
    sessionCookie: 'test',
  });
  const routes: ModuleRoute[] = [];
  const modules = (router as unknown as { stack: Layer[] }).stack.filter((layer) => layer.handle.stack);
  modules.forEach((module, i) => {
    for (const layer of module.handle.stack!)
      if (layer.route)
        for (const method of Object.keys(layer.route.methods))
          routes.push({ module: i, method, path: layer.route.path, layer });
  });
  return { routes, first: routes.filter((r) => r.module === 0) };
}

describe('the REST modules’ routes', () => {
  const { routes, first } = moduleRoutes();

  it('tries the guest’s application and look-up first', () => {
    expect(first.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['post /guest-bookings', 'post /guest-bookings/verify']),
    );
  });

  it('has no route answering a path of another module’s route', () => {
    const crossed: string[] = [];
    for (const route of routes) {
      // Parameters as a value and as each other route's literal segment would be.
      const path = route.path.replace(/:\w+/g, '1');
      for (const other of routes)
        if (other.module !== route.module && other.method === route.method && other.layer.match(path))
          crossed.push(`${route.method} ${route.path} is answered by ${other.path} too`);
    }
    expect(crossed).toEqual([]);
  });

  it('would see a crossing (the check can fail)', () => {
    const param = routes.find((r) => r.path === '/guest-bookings/:id' && r.method === 'patch');
    expect(param?.layer.match('/guest-bookings/move')).toBeTruthy();
  });
});
