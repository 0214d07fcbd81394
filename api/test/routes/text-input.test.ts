// Text the database cannot store (NUL, bytes that are not UTF-8, lone surrogates) is refused with a
// 400 field error before any route runs, in the query, the path and the body; a path whose
// encoding is not UTF-8 names no resource.
import { TEXT_INPUT_MESSAGES } from '../../src/plugins/text-input';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';

let t: TestApp;
let asManager: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  await createUser(t.app, { role: 'student', firstName: 'Nour' });
});
afterAll(() => t.close());

const { nul: NUL, utf8: UTF8 } = TEXT_INPUT_MESSAGES;

describe('query strings', () => {
  it.each([
    ['/api/student-profiles/?search=%00', NUL],
    ['/api/student-profiles/export/?search=%00', NUL],
    ['/api/student-profiles/export/?search=a%FFb', UTF8],
    ['/api/student-attendance/?search=%C3%28', UTF8],
    ['/api/users/?search=%ED%A0%80', UTF8],
  ])('GET %s answers 400 naming the field', async (url, message) => {
    const res = await asManager({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search: [message] });
  });

  it('still searches for text that is encoded properly, percent signs included', async () => {
    const res = await asManager({ method: 'GET', url: '/api/student-profiles/?search=%25' });
    expect(res.statusCode).toBe(200);
    const nour = await asManager({ method: 'GET', url: '/api/student-profiles/?search=N%C3%B3ur' });
    expect(nour.statusCode).toBe(200);
  });

  it('exports the whole file when the search is fine (the export no longer stops mid-way)', async () => {
    const res = await asManager({
      method: 'GET',
      url: '/api/student-profiles/export/?search=Nour',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });
});

describe('paths', () => {
  it('refuses a NUL in a link token as a field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/verify-email/ab%00cd/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [NUL] });
  });

  it('answers 404 for a path that is not UTF-8', async () => {
    const res = await asManager({ method: 'GET', url: '/api/groups/%FF/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('names the fields holding a NUL character', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      headers: json,
      payload: JSON.stringify({ email: 'a\u0000@example.test', password: 'Secret\u0000123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [NUL], password: [NUL] });
  });

  it('names the field where bytes that are not UTF-8 landed', async () => {
    const res = await asManager({
      method: 'POST',
      url: '/api/student/',
      headers: json,
      payload: Buffer.concat([
        Buffer.from('{"first_name":"N'),
        Buffer.from([0xff]),
        Buffer.from('r","last_name":"Ali"}'),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [UTF8] });
  });

  it('answers non-field errors when the bad bytes are in a key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      headers: json,
      payload: Buffer.concat([Buffer.from('{"e'), Buffer.from([0xc3, 0x28]), Buffer.from('":1}')]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [UTF8] });
  });

  it('refuses a lone surrogate in nested values with its path', async () => {
    const res = await asManager({
      method: 'POST',
      url: '/api/groups/',
      headers: json,
      payload: '{"name":"ok","schedule":{"days":["\\udc00"]}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'schedule.days.0': [UTF8] });
  });

  it('keeps a real U+FFFD character that arrived as valid UTF-8', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password/',
      headers: json,
      payload: JSON.stringify({ email: 'x\ufffd@example.test' }),
    });
    expect(res.json()).not.toEqual({ email: [UTF8] });
  });
});
