// Conditional reads (RFC 9110 section 13.1.2): whether an If-None-Match header names the current
// entity tag, by weak comparison (W/ ignored), `*` matching any.

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const current = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === current);
}
