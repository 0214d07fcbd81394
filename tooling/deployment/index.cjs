// The deployment's storage: where releases, remotes.json, the host's record and the deploy log are
// written (LINGUADESK_DEPLOYMENT), through the small interface of tooling/deployment/README.md.
// Only the filesystem driver exists; another scheme (an object store) is refused by name until a
// driver for it is added to DRIVERS.
'use strict';

const path = require('path');
const { fileURLToPath } = require('url');
const { FileSystemStore } = require('./filesystem.cjs');

const WORKSPACE_DIR = path.join(__dirname, '..', '..');

/** Drivers by URL scheme: each takes the setting's URL and returns a store. */
const DRIVERS = {
  'file:': (url) => new FileSystemStore(fileURLToPath(url)),
};

/**
 * The store of the environment's deployment. LINGUADESK_DEPLOYMENT is a URL (file:///srv/...) or
 * a path; unset, the checkout's releases/ folder (LINGUADESK_RELEASES_DIR moves it), which
 * `pnpm start` serves as the local CDN.
 */
function openStore(env = process.env) {
  const setting = env.LINGUADESK_DEPLOYMENT;
  if (!setting)
    return new FileSystemStore(env.LINGUADESK_RELEASES_DIR || path.join(WORKSPACE_DIR, 'releases'));
  // A scheme of two letters or more: "C:\..." stays a path.
  const scheme = /^([a-z][a-z0-9+.-]+:)/i.exec(setting)?.[1]?.toLowerCase();
  if (!scheme) return new FileSystemStore(setting);
  const driver = DRIVERS[scheme];
  if (!driver)
    throw new Error(
      `LINGUADESK_DEPLOYMENT: no storage driver for ${scheme} (${Object.keys(DRIVERS).join(', ')} and paths are known; tooling/deployment/README.md says what a driver implements)`,
    );
  return driver(new URL(setting));
}

module.exports = { DRIVERS, openStore };
