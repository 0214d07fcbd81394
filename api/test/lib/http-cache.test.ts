import { acceptsGzip, matchesIfNoneMatch } from '../../src/lib/http-cache';

describe('matchesIfNoneMatch', () => {
  it.each([
    ['W/"a-1"', 'W/"a-1"', true],
    ['"a-1"', 'W/"a-1"', true],
    ['"x", W/"a-1" ,"y"', 'W/"a-1"', true],
    ['*', 'W/"a-1"', true],
    ['"a-2"', 'W/"a-1"', false],
    ['"a-1', 'W/"a-1"', false],
    ['', 'W/"a-1"', false],
    [undefined, 'W/"a-1"', false],
  ])('%p against %p: %p', (header, etag, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP;Q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%p: %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
