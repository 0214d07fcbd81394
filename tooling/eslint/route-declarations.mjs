// A remote's screen sets neither its guard nor its page title: its route's entry in src/routes.json
// declares them, and the host (or the remote's standalone page) applies them through RoutePage.
const FROM_MANIFEST = new Set(['Guarded', 'RoutePage', 'usePageTitle']);

export const routeDeclarationsRule = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's screens leave guard and page title to src/routes.json" },
    schema: [],
    messages: {
      imported:
        "{{name}}: a screen's roles and title are declared in src/routes.json, and applied around it.",
      title: "document.title: a screen's title is declared in src/routes.json.",
    },
  },
  create(context) {
    return {
      ImportSpecifier(node) {
        const source = node.parent.source.value;
        const name = node.imported.name ?? node.imported.value;
        if (typeof source === 'string' && source.startsWith('shared-ui') && FROM_MANIFEST.has(name))
          context.report({ node, messageId: 'imported', data: { name } });
      },
      'AssignmentExpression > MemberExpression.left[object.name="document"][property.name="title"]'(
        node,
      ) {
        context.report({ node, messageId: 'title' });
      },
    };
  },
};
