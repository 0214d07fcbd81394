// The API tests' environment: Node's, plus what this jest process keeps from one test file to the
// next: its in-memory databases (test/helpers/database.ts puts one back into the migrated
// template's state before handing it out again) spare each file a start of PGlite from the
// template, and V8's code cache spares it compiling the same modules again.
const { TestEnvironment } = require('jest-environment-node');
const { PGlite } = require('@electric-sql/pglite');
const { installCodeCache } = require('../../tooling/jest/code-cache.cjs');

installCodeCache();

/** Read by test/helpers/database.ts (KeptDatabases), and closed by test/global-teardown.ts. */
const KEY = Symbol.for('linguadesk.keptDatabases');
// Made in this realm, so the databases outlive the test file that opened them.
globalThis[KEY] ??= { PGlite, idle: [], template: undefined };
const kept = globalThis[KEY];

module.exports = class ApiEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global[KEY] = kept;
  }
};
