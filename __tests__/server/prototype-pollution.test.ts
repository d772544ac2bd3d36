import { expandRailsKeys } from '../../server/http/params';
import { api, useTestServer } from './helpers';

/**
 * Rails-style keys are expanded on every query string and body before authentication, so a key that walks
 * into `__proto__` would change Object.prototype for the whole process: every user, every later request.
 */
describe('prototype pollution through Rails-style parameter names', () => {
  const t = useTestServer({ users: ['demo'] });

  afterEach(() => {
    // Leave nothing behind for later tests even if a check below fails.
    for (const name of ['max_id', 'access_token', 'polluted'])
      delete (Object.prototype as Record<string, unknown>)[name];
  });

  test('?__proto__[max_id]=1 is refused and the home timeline keeps its posts', async () => {
    const attack = await api(t.base, 'GET', '/api/v1/streaming/health?__proto__%5Bmax_id%5D=1', {
      unchecked: true,
    });
    expect(attack.status).toBe(400);
    expect(attack.body).toEqual({ error: 'Invalid parameter name: __proto__[max_id]' });
    expect(({} as Record<string, unknown>).max_id).toBeUndefined();
    const home = await api(t.base, 'GET', '/api/v1/timelines/home', { token: t.tokens.demo });
    expect(home.status).toBe(200);
    expect(home.body.length).toBeGreaterThan(0);
  });

  test('?__proto__[access_token]=x leaves anonymous calls working', async () => {
    const attack = await api(t.base, 'GET', '/api/v1/instance?__proto__%5Baccess_token%5D=x', {
      unchecked: true,
    });
    expect(attack.status).toBe(400);
    const anonymous = await api(t.base, 'GET', '/api/v1/timelines/public?local=true');
    expect(anonymous.status).toBe(200);
  });

  test('constructor[prototype][...] in a form body is refused before authentication', async () => {
    const attack = await api(t.base, 'POST', '/api/v1/statuses', {
      form: { 'constructor[prototype][polluted]': 'yes', status: 'hi' },
      unchecked: true,
    });
    expect(attack.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('expanded objects have no prototype, so no input key reaches a shared one', () => {
    const expanded = expandRailsKeys({ 'poll[options][]': ['a'], 'data[home][last_read_id]': '9' });
    expect(Object.getPrototypeOf(expanded)).toBeNull();
    expect(Object.getPrototypeOf(expanded.poll)).toBeNull();
    expect(Object.getPrototypeOf((expanded.data as Record<string, unknown>).home)).toBeNull();
    for (const key of [
      '__proto__[x]',
      'a[__proto__][x]',
      'a[constructor][prototype]',
      'prototype[x]',
      'x[prototype][]',
    ])
      expect(() => expandRailsKeys({ [key]: '1' })).toThrow('Invalid parameter name');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
