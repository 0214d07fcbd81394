// Marks each declaration of Chakra's anatomy module pure (`/* @__PURE__ */`), so the anatomies no
// recipe reads are dropped with the Zag and Ark modules only they use; unmarked calls count as side
// effects. scripts/test/pure-anatomy.test.mjs checks it on Chakra's own file.
const DECLARATION = /^(const \w+ = )(?=[\w$]+(?:\.\w+)?\()/gm;

/** The anatomy module's source with each top-level declaration's call marked pure. */
function markAnatomiesPure(source) {
  let count = 0;
  const result = source.replace(DECLARATION, (_match, declaration) => {
    count += 1;
    return `${declaration}/* @__PURE__ */ `;
  });
  // A Chakra that no longer declares its anatomies this way would silently bring them all back.
  if (count === 0) throw new Error("pure-anatomy-loader: no anatomy declaration in Chakra's file");
  return result;
}

module.exports = function pureAnatomyLoader(source) {
  return markAnatomiesPure(source);
};
module.exports.markAnatomiesPure = markAnatomiesPure;
