// Chakra's anatomy module (@chakra-ui/react/dist/esm/anatomy.js) declares the anatomy (the part
// names) of every Chakra component, about 60, each a top-level `const x = createAnatomy(...)
// .parts(...)` or `const x = arkAnatomy.extendWith(...)`. Calls without a pure annotation count as
// side effects, so the build kept every one of them, and with them the anatomies of color pickers,
// date pickers, sliders, comboboxes... from Zag and Ark, on every page (about 2.3 KB gzipped),
// although only the recipes shared-ui takes read a few. This loader marks each declaration's
// call pure (`/* @__PURE__ */`, which webpack and the minifier both honour): an anatomy no recipe
// imports is dropped with the modules only it used; the ones used are built as before.
// tooling/federation.cjs applies it to that one file; scripts/test/pure-anatomy.test.mjs checks it
// on Chakra's own file.
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
