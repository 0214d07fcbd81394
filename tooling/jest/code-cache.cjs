// Jest compiles every module again for each test file (each file has a module registry of its
// own), and parsing React, Chakra, zod and the rest is a good part of a screen test file's cost.
// Installed once per worker by jsdom-environment.cjs, this keeps V8's code cache of each module
// the first file compiled and hands it to the later files' compilations of the same source. V8
// checks the cache against the source and compiles as usual when it does not fit.
const vm = require('vm');

const compileFunction = vm.compileFunction;
const cached = new Map();

function compileWithCache(code, params, options) {
  const filename = options?.filename;
  // A compilation from the cache loses its dynamic import() callback (Node's own), so a module
  // with import() left in it (one jest does not transform) is compiled as usual.
  if (!filename || options.cachedData || options.produceCachedData || code.includes('import(')) {
    return compileFunction.call(this, code, params, options);
  }
  const entry = cached.get(filename);
  if (entry?.code === code && String(entry.params) === String(params)) {
    return compileFunction.call(this, code, params, { ...options, cachedData: entry.data });
  }
  const compiled = compileFunction.call(this, code, params, {
    ...options,
    produceCachedData: true,
  });
  if (compiled.cachedData) cached.set(filename, { code, params, data: compiled.cachedData });
  return compiled;
}

/** Makes the worker's later compilations of a module use the code cache of its first one. */
function installCodeCache() {
  if (vm.compileFunction !== compileWithCache) vm.compileFunction = compileWithCache;
}

module.exports = { installCodeCache };
