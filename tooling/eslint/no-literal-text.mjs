// Words a user reads come from a catalogue (src/locales/), never from a literal in a component:
// text between JSX tags, and the attributes a user sees or a screen reader says.
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'helperText',
  'errorText',
  'description',
]);
// A word: two letters of any script (a lone letter or symbol, like "×" or "x", is no wording).
const WORDS = /\p{L}{2}/u;

const isWording = (value) => typeof value === 'string' && WORDS.test(value);

export const noLiteralTextRule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from a catalogue' },
    schema: [],
    messages: {
      text: 'Text a user reads ("{{text}}") belongs in src/locales/en.json, read through the catalogue.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isWording(node.value)) report(node, node.value);
      },
      'JSXElement > JSXExpressionContainer > Literal'(node) {
        if (isWording(node.value)) report(node, node.value);
      },
      'JSXElement > JSXExpressionContainer > TemplateLiteral'(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked).join(' ');
        if (isWording(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SHOWN_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (isWording(value)) report(node, value);
      },
    };
  },
};
