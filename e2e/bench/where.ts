// `pnpm bench:web --budget --where`: each file's gzipped size shared out among the packages its
// source map attributes its characters to. An estimate that names what to move out of a page, not
// a figure to budget.

/** Base64 VLQ, as source maps encode their mappings. */
const BASE64 = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** The decoded mappings: per generated line, its segments' [column, source index or -1]. */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.get(char);
        if (digit === undefined) throw new Error(`not a source map mapping: ${segment}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The package a source path belongs to (`react-dom`, `@chakra-ui/react`), else its workspace folder. */
export function ownerOf(source: string): string {
  const inModules = source.split('node_modules/').at(-1)!;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  // `webpack://<app>/./src/…` is the app's own code; a path climbing out of the app names a
  // workspace package's.
  const app = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] ?? '';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (path.startsWith('webpack/')) return '(webpack runtime)';
  if (path.startsWith('./')) return `${app || '(app)'} (own code)`;
  return path.replace(/^(\.\.\/)+/, '').split('/')[0] || '(unknown)';
}

/** The characters of `code` each owner's sources produced, by the file's source map. */
export function charactersByOwner(code: string, map: SourceMap): Map<string, number> {
  const owners = map.sources.map(ownerOf);
  const result = new Map<string, number>();
  const add = (owner: string, count: number) =>
    count > 0 && result.set(owner, (result.get(owner) ?? 0) + count);
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, index) => {
    const length = lines[index]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      add(source >= 0 ? owners[source]! : '(unmapped)', end - column);
    });
    if (!segments.length) add('(unmapped)', length);
    else add('(unmapped)', segments[0]![0]);
  });
  return result;
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

type FetchMap = (url: string) => Promise<SourceMap | null>;

/**
 * `fetchMap` asked once per URL for the whole run: the screens share most of their files (React,
 * Chakra, the shell), whose maps are the largest. A failed fetch is not kept: the next screen
 * that needs the map asks again.
 */
export function cachedMaps(fetchMap: FetchMap): FetchMap & { fetched: () => number } {
  const maps = new Map<string, Promise<SourceMap | null>>();
  const cached = (url: string) => {
    let map = maps.get(url);
    if (!map) {
      map = fetchMap(url);
      maps.set(url, map);
      map.catch(() => maps.delete(url));
    }
    return map;
  };
  return Object.assign(cached, { fetched: () => maps.size });
}

export interface LoadedFile {
  url: string;
  body: Buffer;
  gzip: number;
}

/** Gzipped bytes per owner over the files, each file's gzip shared out by its characters. */
export async function bytesByOwner(
  files: LoadedFile[],
  fetchMap: FetchMap,
): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  for (const file of files) {
    const map = await fetchMap(`${file.url}.map`);
    const chars = map
      ? charactersByOwner(file.body.toString('utf8'), map)
      : new Map([[`(no map) ${new URL(file.url).pathname}`, 1]]);
    const sum = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [owner, count] of chars) {
      total.set(owner, (total.get(owner) ?? 0) + (file.gzip * count) / sum);
    }
  }
  return total;
}

/** The breakdown as lines, largest first, in KB. */
export function formatOwners(owners: Map<string, number>, top = 14): string {
  const rows = [...owners].sort((a, b) => b[1] - a[1]);
  const shown = rows.slice(0, top);
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    ...shown.map(([owner, bytes]) => `    ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${owner}`),
    ...(rest
      ? [`    ${(rest / 1024).toFixed(1).padStart(6)} KB  (${rows.length - top} more)`]
      : []),
  ].join('\n');
}
