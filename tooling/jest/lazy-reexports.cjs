// A jest transform for a library's CommonJS index that only re-exports its modules (Chakra's and
// Ark UI's): each module is required when a test first reads one of its exports, rather than every
// component of the library being loaded again for each test file. An index of any other shape is
// left as it is.
const { createHash } = require('crypto');
const fs = require('fs');

// The statements such an index is made of (Rollup's and Rolldown's output); `y`: each must start
// where the previous one ended.
const STATEMENTS = {
  strict: /\s*(['"])use strict\1;/y,
  tag: /\s*Object\.defineProperty\(exports, Symbol\.toStringTag, \{ value: "Module" \}\);/y,
  require: /\s*(?:var|let|const) ([\w$]+) = require\(('[^']+'|"[^"]+")\);/y,
  copy: /\s*exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;/y,
  getter:
    /\s*Object\.defineProperty\(exports, "([\w$]+)", \{\s*enumerable: true,\s*get: function ?\(\) \{\s*return ([\w$]+)(?:\.([\w$]+))?;\s*\}\s*\}\);/y,
  // `export * from`: the module's names are only known once it is loaded.
  star: /\s*Object\.keys\(([\w$]+)\)\.forEach\(function ?\(k\) \{\s*if \(k !== "default" && !Object\.prototype\.hasOwnProperty\.call\(exports, k\)\) Object\.defineProperty\(exports, k, \{\s*enumerable: true,\s*get: function ?\(\) \{\s*return \1\[k\];\s*\}\s*\}\);\s*\}\);/y,
};

/** The lazy module, or null when `source` holds anything but requires and re-exports. */
function lazyIndex(source) {
  const modules = new Set();
  const lines = [
    "'use strict';",
    'const lazy = (load) => { let m; return () => (m ??= load()); };',
  ];
  let exported = 0;
  let at = 0;
  const end = source.trimEnd().length;
  while (at < end) {
    const [kind, found] =
      Object.entries(STATEMENTS)
        .map(([name, pattern]) => {
          pattern.lastIndex = at;
          return [name, pattern.exec(source)];
        })
        .find(([, match]) => match) ?? [];
    if (!found) return null;
    at = found.index + found[0].length;
    if (kind === 'tag') lines.push(found[0].trim());
    else if (kind === 'require') {
      modules.add(found[1]);
      lines.push(`const ${found[1]} = lazy(() => require(${found[2]}));`);
    } else if (kind === 'star') {
      if (!modules.has(found[1])) return null;
      const module = found[1];
      lines.push(
        `for (const k of Object.keys(${module}())) if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) Object.defineProperty(exports, k, { enumerable: true, get: () => ${module}()[k] });`,
      );
    } else if (kind !== 'strict') {
      const [, name, module, property] = found;
      if (!modules.has(module)) return null;
      const value = property ? `${module}().${property}` : `${module}()`;
      exported += 1;
      lines.push(
        `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => ${value} });`,
      );
    }
  }
  if (exported === 0) return null;
  return `${lines.join('\n')}\n`;
}

const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source) {
    return { code: lazyIndex(source) ?? source };
  },
  getCacheKey(source, path) {
    return createHash('sha1').update(ownSource).update(path).update(source).digest('hex');
  },
};
