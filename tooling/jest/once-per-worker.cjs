// A jest transform for a module of plain data that is costly to build and that nothing changes
// (preset.cjs lists them). Jest gives each test file a module registry of its own, so such a
// module would be evaluated again for every file; this one is evaluated by the first file of a
// worker, and the later files get its exports as they are.
const { createHash } = require('crypto');
const fs = require('fs');

/** Where the jsdom environment (jsdom-environment.cjs) puts the worker's modules. */
const KEY = 'linguadesk.oncePerWorker';

const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  KEY,
  process(source, path) {
    const at = JSON.stringify(path);
    return {
      code: `const modules = globalThis[Symbol.for(${JSON.stringify(KEY)})];
if (modules && modules.has(${at})) module.exports = modules.get(${at});
else {
  (function () {
${source}
  }).call(this);
  if (modules) modules.set(${at}, module.exports);
}
`,
    };
  },
  getCacheKey(source, path) {
    return createHash('sha1').update(ownSource).update(path).update(source).digest('hex');
  },
};
