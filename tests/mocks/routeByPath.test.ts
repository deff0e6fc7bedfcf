/**
 * The demo backend is one MSW handler that runs only the handlers whose method and path can
 * match (src/mocks/handlers.ts, `routeByPath`), in their order, as MSW's own list would: a
 * handler that answers nothing hands on to the next, and MSW's own match decides.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routeByPath } from '../../src/mocks/handlers';

const BASE = 'http://route.test/api';
const ran: string[] = [];

const server = setupServer(
  routeByPath(BASE, [
    http.all(`${BASE}/*`, () => {
      ran.push('every request');
      return undefined;
    }),
    http.get(`${BASE}/things/:id`, ({ params }) => {
      ran.push('get thing');
      return HttpResponse.json({ id: params.id });
    }),
    http.post(`${BASE}/things/:id`, () => {
      ran.push('post thing');
      return undefined;
    }),
    http.all(`${BASE}/things/*`, ({ request }) => {
      ran.push('any thing');
      return HttpResponse.json({ fallback: request.method });
    }),
    http.get(`${BASE}/other`, () => {
      ran.push('other');
      return HttpResponse.json({ other: true });
    }),
  ]),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  ran.length = 0;
});
afterAll(() => server.close());

describe('routeByPath', () => {
  it('runs only the handlers that can match, first answer wins, with the path parameters', async () => {
    const response = await fetch(`${BASE}/things/42?select=*`);
    expect(await response.json()).toEqual({ id: '42' });
    expect(ran).toEqual(['every request', 'get thing']);
  });

  it('hands on from a handler that answers nothing to the next that matches', async () => {
    const response = await fetch(`${BASE}/things/42`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ fallback: 'POST' });
    expect(ran).toEqual(['every request', 'post thing', 'any thing']);
  });

  it('matches as MSW does: a trailing slash, deeper paths under a wildcard', async () => {
    expect(await (await fetch(`${BASE}/other/`)).json()).toEqual({ other: true });
    expect(await (await fetch(`${BASE}/things/a/b`, { method: 'DELETE' })).json()).toEqual({
      fallback: 'DELETE',
    });
    expect(ran).toEqual(['every request', 'other', 'every request', 'any thing']);
  });

  it('passes a request no handler answers on, after the handlers that match it', async () => {
    const outcome = await fetch(`${BASE}/nothing`).then(
      () => 'answered',
      () => 'not answered',
    );
    expect(outcome).toBe('not answered');
    expect(ran).toEqual(['every request']);
  });
});
