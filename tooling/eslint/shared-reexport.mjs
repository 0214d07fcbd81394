// The re-export guards (eslint.config.mjs). Two share keys are answered in the build by a small
// module of shared-ui that re-exports only the names the suite uses (tooling/federation.cjs,
// REEXPORT_MODULES; a shared module is never tree-shaken):
// - `react-router-dom`: shared-ui/src/router/react-router-dom.ts, from react-router;
// - `@tanstack/react-query`: shared-ui/src/data/react-query.ts, from the package itself.
// A name such a module does not export would be undefined in the browser while TypeScript and jest
// (which see the real package) find nothing wrong, so each guard fails on:
// - an import (or re-export) from the key of a name the module does not list;
// - a default, namespace or dynamic import of the key, or `export *` from it: the names cannot be
//   checked;
// - any import from the package behind it (react-router; TanStack's query-core) outside the
//   module: it would bundle a second copy, whose context or cache the shared one does not see.
// Type-only imports are erased by the build and always allowed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { REEXPORT_MODULES } = require('../federation.cjs');
const WORKSPACE_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** What each guard checks: the key, the module answering it and the package it must not bypass. */
const GUARDS = {
  router: { key: 'react-router-dom', direct: 'react-router', label: 'the shared router module' },
  query: {
    key: '@tanstack/react-query',
    direct: '@tanstack/query-core',
    label: 'the shared TanStack Query module',
  },
};

function guardOf(which) {
  const guard = GUARDS[which];
  if (!guard) throw new Error(`no re-export guard "${which}"`);
  const { module, from } = REEXPORT_MODULES[guard.key];
  return { ...guard, module, from };
}

/** The names a guard's module re-exports (its `export { ... } from '<package>'`). */
export function reexportedNames(which, file = guardOf(which).module) {
  const { from } = guardOf(which);
  const source = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const quoted = from.replace(/[/@.]/g, (c) => `\\${c}`);
  const names = [];
  const pattern = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    for (const item of match[1].split(',')) {
      const parts = item.trim().split(/\s+as\s+/);
      if (parts[0]) names.push((parts[1] ?? parts[0]).trim());
    }
  }
  if (!names.length) throw new Error(`${file} re-exports no name from ${from}`);
  return names;
}

/** A guard's rule, for the names its module provides (the module's own list by default). */
export function reexportRule(which, names = reexportedNames(which)) {
  const { key, direct, label, module: moduleFile } = guardOf(which);
  const provided = new Set(names);
  const list = [...provided].sort().join(', ');
  const shown = path.relative(WORKSPACE_DIR, moduleFile);
  return {
    meta: {
      type: 'problem',
      docs: { description: `Only the names ${label} provides` },
      schema: [],
      messages: {
        missing: `'{{name}}' is not in ${label} (${shown}, which provides: ${list}); add it there.`,
        unchecked: `Import named functions from '${key}' ({{how}} cannot be checked against ${label}).`,
        direct: `Import from '${key}' (the shared module), never from '${direct}': a second copy has its own state.`,
      },
    },
    create(context) {
      if ((context.filename ?? context.getFilename()) === moduleFile) return {};
      const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
      const nameOf = (id) => (id.type === 'Literal' ? String(id.value) : id.name);
      const checkSource = (node, how) => {
        const source = node.source?.value;
        if (source === direct && !typeOnly(node)) {
          context.report({ node, messageId: 'direct' });
          return false;
        }
        if (source !== key || typeOnly(node)) return false;
        if (how) context.report({ node, messageId: 'unchecked', data: { how } });
        return !how;
      };
      return {
        ImportDeclaration(node) {
          if (!checkSource(node)) return;
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier') {
              if (typeOnly(specifier)) continue;
              const name = nameOf(specifier.imported);
              if (!provided.has(name))
                context.report({ node: specifier, messageId: 'missing', data: { name } });
            } else {
              const how =
                specifier.type === 'ImportDefaultSpecifier'
                  ? 'a default import'
                  : 'a namespace import';
              context.report({ node: specifier, messageId: 'unchecked', data: { how } });
            }
          }
        },
        ExportNamedDeclaration(node) {
          if (!node.source || !checkSource(node)) return;
          for (const specifier of node.specifiers) {
            if (typeOnly(specifier)) continue;
            const name = nameOf(specifier.local);
            if (!provided.has(name))
              context.report({ node: specifier, messageId: 'missing', data: { name } });
          }
        },
        ExportAllDeclaration(node) {
          checkSource(node, 'export *');
        },
        ImportExpression(node) {
          checkSource(node, 'a dynamic import');
        },
      };
    },
  };
}
