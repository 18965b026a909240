import { matchStorefrontRoute } from '@domain/seo';
import { routes } from './routes';

/** Every path the web app routes, with `:id` as a real id and `*` as a sub-path. */
const routedPaths = routes
  .flatMap((route) => route.children ?? [])
  .filter((route) => route.index || (route.path && route.path !== '*'))
  .map((route) => '/' + (route.path ?? '').replace(':id', '7').replace('/*', '/x'));

describe('the route table and the server', () => {
  it('agree on every page: the server answers none of them as the 404 page', () => {
    expect(routedPaths).toContain('/terms');
    for (const path of routedPaths)
      expect([path, matchStorefrontRoute(path).page]).not.toEqual([path, 'notFound']);
  });
});
