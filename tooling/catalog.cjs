// Reads the `catalog:` block of pnpm-workspace.yaml: the one pinned version of every dependency.
// The block is flat `name: version` lines, so a line reader is enough (no YAML dependency).
const fs = require('fs');
const path = require('path');

const WORKSPACE_FILE = path.join(__dirname, '..', 'pnpm-workspace.yaml');

function parseCatalog(text) {
  const catalog = {};
  let inCatalog = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '');
    if (/^\S/.test(line)) {
      inCatalog = /^catalog:\s*$/.test(line);
      continue;
    }
    if (!inCatalog || !line.trim() || line.trim().startsWith('#')) continue;
    const match = /^\s+(["']?)([^"':]+)\1:\s*(["']?)([^"']+)\3\s*$/.exec(line);
    if (match) catalog[match[2]] = match[4];
  }
  return catalog;
}

function readCatalog(file = WORKSPACE_FILE) {
  return parseCatalog(fs.readFileSync(file, 'utf8'));
}

module.exports = { parseCatalog, readCatalog };
