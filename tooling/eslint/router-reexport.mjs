// The router guard (eslint.config.mjs): every app and package imports the router from
// 'react-router-dom', which the build answers with shared-ui's small re-export module
// (tooling/federation.cjs, ROUTER_MODULE). A name that module does not export would be undefined
// in the browser while TypeScript and jest (which see the real react-router-dom) find nothing
// wrong, so the rule fails on:
// - an import (or re-export) from 'react-router-dom' of a name the module does not list;
// - a default, namespace or dynamic import of 'react-router-dom', or `export *` from it: the
//   names cannot be checked;
// - any import from 'react-router' outside the module: it would bundle a second router, whose
//   context the shared one does not see.
// Type-only imports are erased by the build and always allowed.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ROUTER_MODULE } = require('../federation.cjs');

export const ROUTER_KEY = 'react-router-dom';
const ROUTER_PACKAGE = 'react-router';

/** The names the module re-exports from react-router (its `export { ... } from 'react-router'`). */
export function routerModuleNames(file = ROUTER_MODULE) {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const names = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]react-router['"]/g)) {
    for (const item of match[1].split(',')) {
      const parts = item.trim().split(/\s+as\s+/);
      if (parts[0]) names.push((parts[1] ?? parts[0]).trim());
    }
  }
  if (!names.length) throw new Error(`${file} re-exports no name from react-router`);
  return names;
}

/** The rule, for the names the module provides (the module's own file by default). */
export function routerReexportRule(names = routerModuleNames(), moduleFile = ROUTER_MODULE) {
  const provided = new Set(names);
  const list = [...provided].sort().join(', ');
  return {
    meta: {
      type: 'problem',
      docs: { description: "Only the names shared-ui's router module provides" },
      schema: [],
      messages: {
        missing: `'{{name}}' is not in the shared router module (shared-ui/src/router/react-router-dom.ts, which provides: ${list}); add it there.`,
        unchecked:
          "Import named functions from 'react-router-dom' ({{how}} cannot be checked against the shared router module).",
        direct:
          "Import the router from 'react-router-dom' (the shared module), never from 'react-router': a second copy has its own context.",
      },
    },
    create(context) {
      if ((context.filename ?? context.getFilename()) === moduleFile) return {};
      const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
      const nameOf = (id) => (id.type === 'Literal' ? String(id.value) : id.name);
      const checkSource = (node, how) => {
        const source = node.source?.value;
        if (source === ROUTER_PACKAGE && !typeOnly(node)) {
          context.report({ node, messageId: 'direct' });
          return false;
        }
        if (source !== ROUTER_KEY || typeOnly(node)) return false;
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
