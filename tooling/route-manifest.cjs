// The route manifest of a remote: the one source file `src/routes.json` in the remote's folder says
// which routes the remote offers the host (path, exposed module, roles, navigation entry, page
// title). The build checks it against the remote's exposes and publishes it as `routes.json` beside
// `mf-manifest.json`; the host's build keeps a snapshot of every remote's manifest
// (`routes-snapshot.json`) for a remote that is down on a browser that never saw its manifest.
// The format is described in host/README.md.
const fs = require('fs');
const { suiteLocales, DEFAULT_LOCALE } = require('./locales.cjs');
const path = require('path');
const { REMOTES } = require('./apps.cjs');

const SOURCE = path.join('src', 'routes.json');
const PUBLISHED = 'routes.json';
const SNAPSHOT = 'routes-snapshot.json';
const FORMAT_VERSION = 1;
const WORKSPACE_DIR = path.join(__dirname, '..');

// The roles of shared-domain's ROLES (the host checks them again against that list at run time).
const ROLES = ['student', 'account_manager', 'operations_manager', 'instructor', 'supervisor'];

const isText = (value) => typeof value === 'string' && value.trim() !== '';

function roleProblems(roles, where) {
  if (!Array.isArray(roles) || roles.length === 0) return [`${where}: roles must list a role`];
  return roles
    .filter((role) => !ROLES.includes(role))
    .map((role) => `${where}: unknown role ${JSON.stringify(role)}`);
}

/**
 * Every problem of a route manifest, as sentences (none when it is valid).
 * @param {unknown} manifest
 * @param {{ exposes?: Record<string,string> }} [options] the remote's exposes, when known
 */
function routeManifestProblems(manifest, { exposes } = {}) {
  if (!manifest || typeof manifest !== 'object') return ['the manifest must be a JSON object'];
  const problems = [];
  if (manifest.version !== FORMAT_VERSION) problems.push(`version must be ${FORMAT_VERSION}`);
  if (manifest.prefetch !== undefined) {
    if (!isText(manifest.prefetch) || !manifest.prefetch.startsWith('./'))
      problems.push('prefetch must be an exposed name such as ./prefetch');
    else if (exposes && !(manifest.prefetch in exposes))
      problems.push(`prefetch module ${manifest.prefetch} is not in the remote's exposes`);
  }
  if (!Array.isArray(manifest.routes)) return [...problems, 'routes must be an array'];
  const ids = new Set();
  const paths = new Set();
  manifest.routes.forEach((route, index) => {
    const where = `routes[${index}]${route && isText(route.id) ? ` (${route.id})` : ''}`;
    if (!route || typeof route !== 'object') {
      problems.push(`${where}: must be an object`);
      return;
    }
    if (!isText(route.id)) problems.push(`${where}: id must be a name`);
    else if (ids.has(route.id)) problems.push(`${where}: id is used twice`);
    ids.add(route.id);
    if (!isText(route.path) || !route.path.startsWith('/'))
      problems.push(`${where}: path must start with /`);
    else if (paths.has(route.path)) problems.push(`${where}: path is used twice`);
    paths.add(route.path);
    if (!isText(route.module) || !route.module.startsWith('./'))
      problems.push(`${where}: module must be an exposed name such as ./Students`);
    else if (exposes && !(route.module in exposes))
      problems.push(`${where}: module ${route.module} is not in the remote's exposes`);
    problems.push(...roleProblems(route.roles, where));
    if (!isText(route.title)) problems.push(`${where}: title must be text`);
    if (route.nav !== undefined) {
      const { nav } = route;
      if (!nav || typeof nav !== 'object') problems.push(`${where}: nav must be an object`);
      else {
        if (!isText(nav.label)) problems.push(`${where}: nav.label must be text`);
        if (!Number.isFinite(nav.order)) problems.push(`${where}: nav.order must be a number`);
        if (route.path.includes(':'))
          problems.push(`${where}: a nav entry needs a path without parameters`);
        if (nav.roles !== undefined) {
          problems.push(...roleProblems(nav.roles, `${where} nav`));
          if (Array.isArray(route.roles) && Array.isArray(nav.roles)) {
            for (const role of nav.roles.filter((role) => !route.roles.includes(role)))
              problems.push(`${where} nav: ${role} sees the entry but may not open the route`);
          }
        }
      }
    }
    problems.push(...requestProblems(route, manifest, where));
    problems.push(...translationProblems(route, where));
  });
  return problems;
}

/**
 * A route's first request (`request`): the API address its prefetch asks for first, which the shell
 * sends beside the remote's code; its `:name` segments are the route path's parameters, or
 * `:userId` (the signed-in user's id).
 */
function requestProblems(route, manifest, where) {
  const { request } = route;
  if (request === undefined) return [];
  if (!isText(request) || !request.startsWith('/api/'))
    return [`${where}: request must be an API address such as /api/student-profiles/?page=1`];
  if (manifest.prefetch === undefined)
    return [`${where}: request needs the manifest's prefetch module, which makes it`];
  const pathParams = isText(route.path) ? (route.path.match(/:\w+/g) ?? []) : [];
  return (request.match(/:\w+/g) ?? [])
    .filter((name) => name !== ':userId' && !pathParams.includes(name))
    .map((name) => `${where}: request's ${name} is no parameter of the path (nor :userId)`);
}

/**
 * A route's title and header link in every language but English (`translations.<language>`): the
 * shell shows the header before any remote's code, so they cannot come from its catalogue.
 */
function translationProblems(route, where) {
  const problems = [];
  const { translations } = route;
  const languages = suiteLocales().filter((locale) => locale !== DEFAULT_LOCALE);
  if (translations !== undefined && (!translations || typeof translations !== 'object'))
    return [`${where}: translations must be an object of languages`];
  for (const locale of Object.keys(translations ?? {}))
    if (!languages.includes(locale))
      problems.push(`${where}: translations.${locale} is no language of the suite`);
  for (const locale of languages) {
    const text = translations?.[locale];
    if (!text || !isText(text.title))
      problems.push(`${where}: translations.${locale}.title must be text`);
    if (route.nav && !isText(text?.label))
      problems.push(
        `${where}: translations.${locale}.label must be text (the route has a header link)`,
      );
  }
  return problems;
}

/** A remote's route manifest read from its source file; throws when missing or invalid. */
function readRouteManifest(dir, options) {
  const file = path.join(dir, SOURCE);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = routeManifestProblems(manifest, options);
  if (problems.length)
    throw new Error(`${file} is not a valid route manifest:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Every remote's route manifest by federation name, read from their source files (host build). */
function routeSnapshot() {
  return Object.fromEntries(
    REMOTES.map((app) => [app.name, readRouteManifest(path.join(WORKSPACE_DIR, app.pkg))]),
  );
}

/** The source files the host's snapshot is made of (for scripts/stale.mjs). */
const snapshotSources = () => REMOTES.map((app) => path.join(app.pkg, SOURCE));

/**
 * Emits one JSON file read afresh by every compilation (so `pnpm dev` follows an edited
 * src/routes.json), watching the files it is read from; a file that does not read or validate is a
 * build error.
 */
class RouteManifestPlugin {
  /** @param {{ file: string, read: (compilation: object) => unknown, sources: string[] }} options */
  constructor({ file, read, sources }) {
    this.file = file;
    this.read = read;
    this.sources = sources;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      for (const source of this.sources) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const content = this.read(compilation);
            compilation.emitAsset(
              this.file,
              new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
          }
        },
      );
    });
  }
}

/** The plugin of an app: a remote publishes its manifest, the host its snapshot of all of them. */
function routeManifestPlugin({ dir, isHost, exposes }) {
  if (isHost) {
    return new RouteManifestPlugin({
      file: SNAPSHOT,
      read: routeSnapshot,
      sources: snapshotSources().map((file) => path.join(WORKSPACE_DIR, file)),
    });
  }
  return new RouteManifestPlugin({
    file: PUBLISHED,
    read: (compilation) => withSharedKeys(readRouteManifest(dir, { exposes }), compilation),
    sources: [path.join(dir, SOURCE)],
  });
}

/**
 * The published manifest gives each route the shared keys its module takes from the page (its
 * chunks' consumed modules), so the shell asks for its own copies beside the remote's code instead
 * of once that code runs.
 */
function withSharedKeys(manifest, compilation) {
  const { chunkGraph } = compilation;
  const routes = manifest.routes.map((route) => {
    const group = compilation.namedChunkGroups.get(
      `__federation_expose_${route.module.replace(/^\.\//, '').replace(/\//g, '__')}`,
    );
    if (!group) return route;
    const keys = new Set();
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
      }
    }
    return { ...route, shared: [...keys].sort() };
  });
  return { ...manifest, routes };
}

module.exports = {
  PUBLISHED,
  SNAPSHOT,
  readRouteManifest,
  routeManifestProblems,
  routeManifestPlugin,
  routeSnapshot,
  snapshotSources,
};
