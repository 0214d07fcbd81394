// The host's index.html names the scripts its first page needs, so the browser fetches them with
// the document instead of finding them one step at a time (main.js, then start-up's chunks, then
// the page's own). Start-up's chunks are preloaded on every page; the log-in page's and the
// signed-in side's only where start-up would ask for them (host/src/app/first-page.ts, whose rule
// the page's small inline script repeats: host/src/__tests__/first-page-preloads.test.ts holds the
// two together).

/**
 * @typedef {object} DynamicImport an `import()` in the host's code
 * @property {string} from the importing file, relative to the app's folder (or a package's path)
 * @property {string} request what it imports, as written
 *
 * @typedef {object} FirstPageOptions
 * @property {DynamicImport} startUp index.ts's import of start-up
 * @property {DynamicImport[]} login what start-up imports when the log-in page is likely first
 * @property {DynamicImport[]} signedIn what it imports when the first page needs the signed-in side
 * @property {string[]} visitorPages the visitor's pages (no signed-in side needed first)
 * @property {string} visitorPrefix a prefix of visitor's pages (e-mail links)
 * @property {string} tokenKey where shared-auth keeps the access token (localStorage)
 * @property {string} previewParam the prefix of a preview's query parameter
 * @property {string} previewStorage the prefix of a kept preview's key (sessionStorage)
 * @property {string} screensKey where the shell keeps each path's remote manifest (localStorage)
 */

const PLUGIN = 'FirstPagePreloadsPlugin';

/** The chunk group an `import()` creates, by its importing file and request. */
function groupOf(compilation, { from, request }) {
  const found = compilation.chunkGroups.find((group) =>
    group.origins.some(
      (origin) =>
        origin.request === request &&
        typeof origin.module?.resource === 'string' &&
        origin.module.resource.replace(/\\/g, '/').endsWith(from),
    ),
  );
  if (!found) throw new Error(`${PLUGIN}: no chunk for import('${request}') in ${from}`);
  return found;
}

/**
 * The chunks the groups need before they run: their own and, for each shared module they consume,
 * the chunks of the module the host provides for it (the share scope serves the host's own
 * provider first; the consumer's fallback is another chunk of the same code), and what those
 * consume in turn.
 */
function chunksOf(compilation, groups) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  const seen = new Set();
  const visitGroup = (group) => {
    for (const chunk of group.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey);
      for (const block of (provider ?? module).blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visitGroup(group);
      }
    }
  };
  for (const group of groups) visitGroup(group);
  return [...seen];
}

/** The scripts of chunksOf, in the order they were found. */
function scriptsOf(compilation, groups) {
  return chunksOf(compilation, groups).flatMap((chunk) =>
    [...chunk.files].filter((file) => file.endsWith('.js')),
  );
}

/** Libraries (under node_modules) and the workspace's shared packages, by module path. */
const LIBRARY = /[\\/]node_modules[\\/]/;
const SHARED_PACKAGE = /[\\/]shared-[a-z0-9-]+[\\/]src[\\/]/;

/**
 * Split-chunk cache groups that put start-up's modules into two chunks, its libraries and the
 * workspace's shared packages, rather than one chunk per shared module: on HTTP/1.1 each file of a
 * first page waits a round trip on one of six connections. Only a module start-up loads moves:
 * every page runs start-up first, so no page loads more than it did, and a later chunk that held
 * the module too finds it loaded. The host's own code and what shared-ui's own groups take keep
 * their chunks. `plugin` finds start-up's chunks before the split.
 * @param {DynamicImport} startUp index.ts's import of start-up
 */
function startUpChunks(startUp) {
  const found = new WeakMap();
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        const { STAGE_BASIC } = compiler.webpack.OptimizationStages;
        compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: STAGE_BASIC - 1 }, () => {
          found.set(
            compilation.chunkGraph,
            new Set(chunksOf(compilation, [groupOf(compilation, startUp)])),
          );
        });
      });
    },
  };
  const loadedAtStartUp =
    (pattern) =>
    (module, { chunkGraph }) => {
      const chunks = found.get(chunkGraph);
      if (!chunks || !pattern.test(module.nameForCondition() ?? '')) return false;
      for (const chunk of chunkGraph.getModuleChunksIterable(module))
        if (chunks.has(chunk)) return true;
      return false;
    };
  const group = (name, pattern) => ({
    test: loadedAtStartUp(pattern),
    name,
    chunks: 'async',
    enforce: true,
    // Below shared-ui's own groups.
    priority: 1,
  });
  return {
    plugin,
    cacheGroups: {
      startUpLibraries: group('start-up-libraries', LIBRARY),
      startUpShared: group('start-up-shared', SHARED_PACKAGE),
    },
  };
}

/**
 * The inline script: the same rule as first-page.ts (`loginPageLikelyFirst`, `remotesNeededFirst`)
 * over the page's address and storage, then a preload per script of the chosen groups.
 */
function inlineScript(options, publicPath, login, signedIn) {
  const rule = {
    visitorPages: options.visitorPages,
    visitorPrefix: options.visitorPrefix,
    tokenKey: options.tokenKey,
    previewParam: options.previewParam,
    previewStorage: options.previewStorage,
    screensKey: options.screensKey,
  };
  return `(${choose.toString()})(${JSON.stringify(rule)},${JSON.stringify(
    login.map((file) => publicPath + file),
  )},${JSON.stringify(signedIn.map((file) => publicPath + file))})`;
}

/** Runs in the page (kept to ES2017 and no helpers: it is inlined as written). */
function choose(rule, login, signedIn) {
  var stored = function (storage, test) {
    try {
      var area = window[storage];
      for (var i = 0; i < area.length; i += 1) if (test(area.key(i))) return true;
    } catch (error) {
      return false;
    }
    return false;
  };
  var path = location.pathname;
  var session = stored('localStorage', function (key) {
    return key === rule.tokenKey;
  });
  var previews =
    Array.from(new URLSearchParams(location.search).keys()).some(function (key) {
      return key.indexOf(rule.previewParam) === 0 && key.length > rule.previewParam.length;
    }) ||
    stored('sessionStorage', function (key) {
      return key.indexOf(rule.previewStorage) === 0;
    });
  var visitorPage = rule.visitorPages.indexOf(path) >= 0 || path.indexOf(rule.visitorPrefix) === 0;
  var files = [];
  if (path === rule.visitorPages[0] || !session) files = files.concat(login);
  if (!visitorPage || session || previews) files = files.concat(signedIn);
  // The remote manifest of the address's first screen for the stored token's role (read, not
  // checked), from the routes the shell last listed (rememberFirstScreens); the shell takes the
  // answer (takeEarlyManifest).
  if (session && !visitorPage) {
    try {
      var payload = localStorage.getItem(rule.tokenKey).split('.')[1];
      var role = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).role;
      var screens = JSON.parse(localStorage.getItem(rule.screensKey) || '[]');
      var parts = path.split('/');
      var screen = screens.filter(function (candidate) {
        var pattern = candidate.path.split('/');
        return (
          candidate.roles.indexOf(role) >= 0 &&
          pattern.length === parts.length &&
          pattern.every(function (segment, index) {
            return segment.charAt(0) === ':' ? parts[index] !== '' : segment === parts[index];
          })
        );
      })[0];
      if (screen) {
        window.__linguadeskEarlyManifest = {
          url: screen.manifest,
          answer: fetch(screen.manifest, { cache: 'no-cache' }),
        };
        window.__linguadeskEarlyManifest.answer.catch(function () {
          return null;
        });
      }
    } catch (error) {
      // Nothing kept, or unreadable: the shell fetches the manifest itself.
    }
  }
  files.forEach(function (href) {
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  });
}

class FirstPagePreloadsPlugin {
  /** @param {FirstPageOptions} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = this.options.HtmlWebpackPlugin;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const { options } = this;
        const publicPath = data.publicPath;
        const startUp = scriptsOf(compilation, [groupOf(compilation, options.startUp)]);
        const others = (imports) =>
          scriptsOf(
            compilation,
            imports.map((target) => groupOf(compilation, target)),
          ).filter((file) => !startUp.includes(file));
        const tag = (attributes, innerHTML) => ({
          tagName: attributes.href ? 'link' : 'script',
          voidTag: Boolean(attributes.href),
          attributes,
          innerHTML,
          meta: { plugin: PLUGIN },
        });
        data.headTags.push(
          ...startUp.map((file) => tag({ rel: 'preload', as: 'script', href: publicPath + file })),
          tag(
            {},
            inlineScript(options, publicPath, others(options.login), others(options.signedIn)),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { FirstPagePreloadsPlugin, choose, startUpChunks };
