// One way to name the files a reader looks for by name (docs/conventions.md#naming): a hook's file
// is kebab-case after `use-` (use-call-permissions.ts), and a file named with a capital is a React
// component in PascalCase .tsx (CallCard.tsx).
import path from 'node:path';

const HOOK = /^use(-[a-z0-9]+)+(\.test)?\.tsx?$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(\.test)?\.tsx$/;

/** Why a file's base name breaks the convention, or null. */
export function fileNameProblem(base) {
  if (/^use[A-Z-]/.test(base) && !HOOK.test(base)) return 'hook';
  if (/^[A-Z]/.test(base) && !COMPONENT.test(base)) return 'component';
  return null;
}

/** The kebab-case name a hook's file should have (useCallPermissions.ts: use-call-permissions.ts). */
export function kebabHookName(base) {
  return base.replace(/(?<=[a-z0-9])([A-Z])/g, (letter) => `-${letter.toLowerCase()}`);
}

export const fileNamesRule = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Hook files are use-kebab-case; capitalised files are PascalCase .tsx components',
    },
    schema: [],
    messages: {
      hook: "A hook's file is kebab-case after 'use-': rename {{base}} to {{expected}}.",
      component:
        'A file named with a capital is a React component in PascalCase .tsx: rename {{base}}.',
    },
  },
  create(context) {
    const base = path.basename(context.filename ?? context.getFilename());
    const problem = fileNameProblem(base);
    if (!problem) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: problem,
          data: { base, expected: kebabHookName(base) },
        });
      },
    };
  },
};
