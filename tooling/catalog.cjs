// Reads pnpm-workspace.yaml's blocks: `catalog:`, the one pinned version of every dependency, and
// `packages:`, the workspace's folders and patterns. Both are flat lists of one entry a line, so a
// line reader is enough (no YAML dependency).
const fs = require('fs');
const path = require('path');

const WORKSPACE_FILE = path.join(__dirname, '..', 'pnpm-workspace.yaml');

/**
 * The lines of the top-level block `key:`, comments and blank lines left out. A comment at the
 * start of a line does not end a block: in YAML only the next key does.
 */
function blockLines(text, key) {
  const lines = [];
  let inBlock = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s+)#.*$/, '');
    if (!line.trim()) continue;
    if (/^\S/.test(line)) inBlock = line.trim() === `${key}:`;
    else if (inBlock) lines.push(line);
  }
  return lines;
}

function parseCatalog(text) {
  const catalog = {};
  for (const line of blockLines(text, 'catalog')) {
    const match = /^\s+(["']?)([^"':]+)\1:\s*(["']?)([^"']+)\3\s*$/.exec(line);
    if (match) catalog[match[2]] = match[4];
  }
  return catalog;
}

/** The `packages:` entries as written: folders, and patterns such as `remote-*`. */
function parsePackages(text) {
  return blockLines(text, 'packages').flatMap(
    (line) => /^\s+-\s+(["']?)([^"'\s]+)\1\s*$/.exec(line)?.[2] ?? [],
  );
}

function readCatalog(file = WORKSPACE_FILE) {
  return parseCatalog(fs.readFileSync(file, 'utf8'));
}

module.exports = { parseCatalog, parsePackages, readCatalog };
