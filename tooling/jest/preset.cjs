// Jest settings of every React package (shared-ui, host, the remotes): the workspace preset,
// the jsdom environment with browser globals, jest-dom's matchers, and no update outside act().
const path = require('path');

module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    path.join(__dirname, 'testing-library.cjs'),
    path.join(__dirname, 'act-warnings.cjs'),
  ],
  // Typing through user-event on a loaded machine can pass jest's 5 s default.
  testTimeout: 30000,
};
