import { describe, expect, it } from 'vitest';
import { Routes, type Route } from './router.ts';

const named = (name: string) => () => ({ status: 200, body: name });

function routeName(found: ReturnType<Routes['match']>): unknown {
  return 'route' in found ? (found.route as Route).handler({} as never) : found;
}

describe('Routes', () => {
  it('matches literal segments case-insensitively, with a trailing slash, and decodes params', () => {
    const routes = new Routes();
    routes.add('GET', '/api/articles', named('list'));
    routes.add('GET', '/api/articles/:id', named('one'));
    expect(routeName(routes.match('GET', '/API/Articles'))).toEqual({ status: 200, body: 'list' });
    expect(routeName(routes.match('GET', '/api/articles/'))).toEqual({ status: 200, body: 'list' });
    const found = routes.match('GET', '/api/articles/a%20b');
    expect('route' in found && found.params).toEqual({ id: 'a b' });
  });

  it('keeps the order routes were added in across buckets and routes with a leading parameter', () => {
    const routes = new Routes();
    routes.add('GET', '/:plugin/articles', named('leading param, added first'));
    routes.add('GET', '/api/articles', named('literal, added second'));
    routes.add('GET', '/api/tags', named('tags'));
    routes.add('GET', '/:plugin/other', named('leading param, added last'));
    expect(routeName(routes.match('GET', '/api/articles'))).toEqual({
      status: 200,
      body: 'leading param, added first',
    });
    expect(routeName(routes.match('GET', '/api/tags'))).toEqual({ status: 200, body: 'tags' });
    expect(routeName(routes.match('GET', '/api/other'))).toEqual({ status: 200, body: 'leading param, added last' });
  });

  it('reports the methods a known path allows, and none for an unknown one', () => {
    const routes = new Routes();
    routes.add('GET', '/api/articles/:id', named('one'));
    routes.add('PUT', '/api/articles/:id', named('update'));
    routes.add('ALL', '/graphql', named('graphql'));
    expect(routes.match('DELETE', '/api/articles/1')).toEqual({ allowed: ['GET', 'PUT'] });
    expect(routes.match('GET', '/api/nothing/1')).toEqual({ allowed: [] });
    expect(routes.match('GET', '/%61pi/articles/1')).toEqual({ allowed: [] });
    expect(routeName(routes.match('PATCH', '/graphql/'))).toEqual({ status: 200, body: 'graphql' });
  });

  it("takes a HEAD with the path's first route for HEAD, GET or any method", () => {
    const routes = new Routes();
    routes.add('GET', '/api/articles/:id', named('one'));
    routes.add('HEAD', '/api/tags', named('own head'));
    routes.add('GET', '/api/tags', named('tags'));
    routes.add('ALL', '/graphql', named('graphql'));
    routes.add('GET', '/graphql', named('graphql get'));
    expect(routeName(routes.match('HEAD', '/api/articles/1'))).toEqual({ status: 200, body: 'one' });
    expect(routeName(routes.match('HEAD', '/api/tags'))).toEqual({ status: 200, body: 'own head' });
    expect(routeName(routes.match('HEAD', '/graphql'))).toEqual({ status: 200, body: 'graphql' });
    expect(routes.match('POST', '/api/tags')).toEqual({ allowed: ['HEAD', 'GET'] });
  });

  it('matches a route added after the first request', () => {
    const routes = new Routes();
    routes.add('GET', '/api/articles', named('list'));
    expect(routes.match('GET', '/api/tags')).toEqual({ allowed: [] });
    routes.add('GET', '/api/tags', named('tags'));
    routes.add('GET', '/:any/tags', named('loose'));
    expect(routeName(routes.match('GET', '/api/tags'))).toEqual({ status: 200, body: 'tags' });
    expect(routeName(routes.match('GET', '/x/tags'))).toEqual({ status: 200, body: 'loose' });
  });

  it('serves the root path', () => {
    const routes = new Routes();
    routes.add('GET', '/', named('root'));
    expect(routeName(routes.match('GET', '/'))).toEqual({ status: 200, body: 'root' });
  });
});
