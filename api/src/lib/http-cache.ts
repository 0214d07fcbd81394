// Conditional and compressed answers (RFC 9110 sections 13.1.2 and 12.5.3), for a route that
// serves the same serialised body again (GET /api/schedule/).

/** Whether an If-None-Match header names the entity tag: weak comparison (W/ ignored), `*` any. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const current = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === current);
}

/**
 * Whether an Accept-Encoding header takes gzip: `gzip` (or `x-gzip`) with a weight above 0, or
 * else `*` with one. An explicit `gzip;q=0` refuses it whatever `*` says.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isNaN(weight) ? 0 : weight);
  }
  const gzip = weights.get('gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}
