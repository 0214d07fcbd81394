// What both bad-input suites send to their routes besides their own malformed bodies: JSON that is
// not an object, and a string far over any field's limit.
export const HUGE = 'x'.repeat(200_000);

export interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
}

export interface BodyCase {
  name: string;
  payload: string;
}

export const NON_OBJECT_BODIES: BodyCase[] = [
  { name: 'a JSON string', payload: '"hello"' },
  { name: 'a JSON array', payload: '[1, 2, 3]' },
  { name: 'null', payload: 'null' },
];
