// A mock centre's resource (src/mock/collection.ts): the API's list, paging, search, checks and
// answers over an in-memory list, as a remote's `dev --mock` page and its tests get them.
import { z } from 'zod';
import { setupServer } from 'msw/node';
import { userSchema } from 'shared-domain/responses';
import { createFakeApi } from '../fake-api';
import { DEMO_TOKEN } from '../demo-api';
import { serveCollection } from '../mock/collection';
import { centreStaff } from 'shared-domain/factory';
import { assignmentProblem, serveStaff } from '../mock/staff';

// Served under a path, as the worker serves it on a page's own origin.
const server = setupServer();
const api = createFakeApi(server, 'http://localhost:4102/mock-api');
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => server.close());

const noteSchema = z.object({ id: z.number().int(), text: z.string(), done: z.boolean() });
type Note = z.infer<typeof noteSchema>;
const noteInput = z.object({ text: z.string().min(1, 'This field is required.') });
const noteChange = z.object({ done: z.boolean() });

function serveNotes(count: number) {
  return serveCollection(api, {
    path: '/api/notes/',
    seed: Array.from({ length: count }, (_, i): Note => ({
      id: i + 1,
      text: `note ${i + 1}`,
      done: i % 2 === 0,
    })),
    schema: noteSchema,
    matches: (note, term) => note.text.includes(term),
    filter: (note, query) => query.done === undefined || String(note.done) === query.done,
    create: { schema: noteInput, build: (input, id) => ({ id, text: input.text, done: false }) },
    update: { schema: noteChange, apply: (note, input) => ({ ...note, ...input }) },
    remove: (note) =>
      note.id === 1 ? { status: 400, body: { detail: 'Keep the first.' } } : undefined,
  });
}

async function send(method: string, path: string, body?: unknown, token = DEMO_TOKEN) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

it('pages a list as the API does, with links to the next and previous pages', async () => {
  serveNotes(25);

  const first = await send('GET', '/api/notes/');
  expect(first.status).toBe(200);
  expect(first.body.count).toBe(25);
  expect(first.body.results.map((note: Note) => note.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(first.body.previous).toBeNull();
  expect(first.body.next).toBe('http://localhost:4102/mock-api/api/notes/?page=2');

  const last = await send('GET', '/api/notes/?page=3&page_size=10');
  expect(last.body.results.map((note: Note) => note.id)).toEqual([21, 22, 23, 24, 25]);
  expect(last.body.next).toBeNull();
  expect(last.body.previous).toBe('http://localhost:4102/mock-api/api/notes/?page=2&page_size=10');

  expect((await send('GET', '/api/notes/?limit=4')).body.results).toHaveLength(4);
  expect(await send('GET', '/api/notes/?page=9')).toMatchObject({
    status: 200,
    body: { count: 25, results: [] },
  });
});

it('searches and filters before it pages', async () => {
  serveNotes(25);

  const found = await send('GET', '/api/notes/?search=%20NOTE%202&done=true');
  expect(found.body.results.map((note: Note) => note.text)).toEqual([
    'note 21',
    'note 23',
    'note 25',
  ]);
  expect(found.body.count).toBe(3);
});

it('answers 401 without the demo account token, as every /api route does', async () => {
  serveNotes(1);

  expect(await send('GET', '/api/notes/', undefined, 'someone-else')).toEqual({
    status: 401,
    body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
  });
});

it('creates, changes and deletes records, which later reads show', async () => {
  const notes = serveNotes(2);

  expect(await send('POST', '/api/notes/', { text: 'call Sara' })).toEqual({
    status: 201,
    body: { id: 3, text: 'call Sara', done: false },
  });
  expect(await send('PATCH', '/api/notes/3/', { done: true })).toEqual({
    status: 200,
    body: { id: 3, text: 'call Sara', done: true },
  });
  expect((await send('GET', '/api/notes/3/')).body.done).toBe(true);
  expect((await send('DELETE', '/api/notes/2/')).status).toBe(204);
  expect(notes.items.map((note) => note.id)).toEqual([1, 3]);
  expect(await send('GET', '/api/notes/2/')).toEqual({
    status: 404,
    body: { detail: 'Not found.' },
  });
});

it('refuses bad input with the field errors the API sends, and keeps nothing of it', async () => {
  const notes = serveNotes(2);

  expect(await send('POST', '/api/notes/', { text: '' })).toEqual({
    status: 400,
    body: { text: ['This field is required.'] },
  });
  expect(await send('PATCH', '/api/notes/2/', {})).toEqual({
    status: 400,
    body: { detail: 'No data provided for update' },
  });
  expect(await send('PATCH', '/api/notes/2/', { done: 'maybe' })).toMatchObject({ status: 400 });
  expect(await send('DELETE', '/api/notes/1/')).toEqual({
    status: 400,
    body: { detail: 'Keep the first.' },
  });
  expect(notes.items).toHaveLength(2);
  expect(await send('PATCH', '/api/notes/99/', { done: true })).toMatchObject({ status: 404 });
});

it('never answers a shape the API would not send: a seed off the schema is refused', () => {
  expect(() =>
    serveCollection(api, {
      path: '/api/notes/',
      seed: [{ id: 1, text: 'no flag' } as Note],
      schema: noteSchema,
    }),
  ).toThrow('mock /api/notes/ answered an unexpected shape: done');
});

it('serves the staff by role and activity, and checks assignments with the API messages', async () => {
  const staff = serveStaff(api);
  staff.items.find((user) => user.id === 5)!.is_active = false;

  const instructors = await send('GET', '/api/users/?role=instructor,supervisor&is_active=true');
  expect(instructors.body.results.map((user: { id: number }) => user.id)).toEqual([3, 4, 6, 7]);
  expect(() => centreStaff().map((user) => userSchema.parse(user))).not.toThrow();

  expect(assignmentProblem(staff, { instructor: 3, supervisor: 99, account_manager: 5 })).toEqual({
    status: 400,
    body: {
      instructor: ['User 3 is not an instructor.'],
      supervisor: ['Invalid pk "99" - object does not exist.'],
      account_manager: ['User 5 is not an account manager.'],
    },
  });
  expect(assignmentProblem(staff, { instructor: 5 })).toEqual({
    status: 400,
    body: { instructor: ['Laila Mansour is inactive and cannot be assigned.'] },
  });
  // Already assigned: an inactive instructor may stay while other fields change.
  expect(assignmentProblem(staff, { instructor: 5 }, { instructor: 5 })).toBeNull();
});
