// A build-time check of an app's share map: every shared key whose required version the version
// this app provides for it does not satisfy fails the build, naming the key and both versions.
//
// The version an app provides is the one Module Federation's ProvideSharedPlugin takes: the
// `version` of the key's config when it has one, else the `version` of the package.json nearest to
// the file the key resolves to from the app's folder. A subpath with a package.json of its own
// (`@hookform/resolvers/zod`: 1.0.0, while the package is 5.x) provides that version, so a
// requirement of `^5.2.0` is never met: every app would quietly load its own copy. Versions are
// compared with the Module Federation runtime's `satisfy`, the one that decides in the browser.
const path = require('path');
const { createRequire } = require('module');

const PLUGIN = 'ShareVersionCheckPlugin';

/**
 * The problems of a share map, as sentences (none when every requirement is met).
 * @param {Record<string, { requiredVersion?: string | false, version?: string }>} shared
 * @param {(key: string) => Promise<string | undefined>} providedVersionOf the version found for a
 *   key without one in its config (undefined: none found)
 * @param {(version: string, range: string) => boolean} satisfy
 */
async function shareVersionProblems(shared, providedVersionOf, satisfy) {
  const problems = [];
  for (const [key, config] of Object.entries(shared)) {
    const required = config.requiredVersion;
    if (typeof required !== 'string') continue;
    const provided = config.version ?? (await providedVersionOf(key));
    if (provided === undefined) {
      problems.push(`shared "${key}": requires ${required}, but no version was found for it`);
    } else if (!satisfy(provided, required)) {
      problems.push(
        `shared "${key}": requires ${required}, but this app provides ${provided}` +
          (config.version ? ' (its config)' : ' (the package.json its import resolves to)'),
      );
    }
  }
  return problems;
}

class ShareVersionCheckPlugin {
  /**
   * @param {{ shared: Record<string, object>, dir: string }} options the app's share map and folder
   */
  constructor({ shared, dir }) {
    this.shared = shared;
    this.dir = dir;
  }

  apply(compiler) {
    const fromApp = createRequire(path.join(this.dir, 'package.json'));
    const { satisfy } = fromApp('@module-federation/enhanced/runtime');
    compiler.hooks.make.tapPromise(PLUGIN, async (compilation) => {
      // The resolver webpack resolves the app's imports with (same conditions and extensions).
      const resolver = compilation.resolverFactory.get('normal', {
        dependencyType: 'esm',
        ...compilation.options.resolve,
      });
      const providedVersionOf = (key) =>
        new Promise((resolve) => {
          resolver.resolve({}, this.dir, key, {}, (error, _result, request) => {
            resolve(error ? undefined : request?.descriptionFileData?.version);
          });
        });
      const problems = await shareVersionProblems(this.shared, providedVersionOf, satisfy);
      for (const problem of problems) {
        const error = new compiler.webpack.WebpackError(`${PLUGIN}: ${problem}`);
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = { ShareVersionCheckPlugin, shareVersionProblems };
