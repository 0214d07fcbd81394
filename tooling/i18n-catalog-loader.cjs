// Compiles a catalogue file (src/locales/<language>.json: ids to ICU messages, in sections) into
// Lingui's compiled form, so the pages ship Lingui's small interpreter and never its parser.
const { createRequire } = require('module');

function compileAll(messages, compileMessage) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message) : compileAll(message, compileMessage),
    ]),
  );
}

module.exports = function i18nCatalogLoader(source) {
  // Resolved from shared-i18n, whose dependency it is (this folder has none of its own).
  const { compileMessage } = createRequire(require.resolve('../shared-i18n/package.json'))(
    '@lingui/message-utils/compileMessage',
  );
  return `export default ${JSON.stringify(compileAll(JSON.parse(source), compileMessage))};`;
};
