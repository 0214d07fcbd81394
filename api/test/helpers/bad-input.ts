// What both bad-input suites send to their routes besides their own malformed bodies: JSON that is
// not an object, and a string far over any field's limit.
export const HUGE = 'x'.repeat(200_000);

export interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
}

export interface BodyCase {
  name: string;
  payload: string | Buffer;
}

export const NON_OBJECT_BODIES: BodyCase[] = [
  { name: 'a JSON string', payload: '"hello"' },
  { name: 'a JSON array', payload: '[1, 2, 3]' },
  { name: 'null', payload: 'null' },
];

/** Text the database cannot store: NUL characters, and bytes that are not UTF-8. */
export const UNSTORABLE_TEXT_BODIES: BodyCase[] = [
  {
    name: 'NUL characters',
    payload: JSON.stringify({
      email: 'a\u0000@example.test',
      password: 'Secret123\u0000',
      username: '\u0000',
      first_name: 'Nu\u0000r',
      last_name: 'x',
      phone_number: '+20100\u00000000',
      nationality: '\u0000',
      search: '\u0000',
    }),
  },
  {
    name: 'bytes that are not UTF-8',
    payload: Buffer.concat([
      Buffer.from('{"email":"a@example.test","password":"Secret123","first_name":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('","nationality":"x"}'),
    ]),
  },
  { name: 'a lone surrogate', payload: '{"email":"a@example.test","first_name":"\\ud800"}' },
];

/** Query strings with NUL or non-UTF-8 percent-encoding. */
export const UNSTORABLE_QUERIES = [
  '?search=%00',
  '?search=%FF',
  '?search=%C3%28',
  '?search=a%ED%A0%80',
];
