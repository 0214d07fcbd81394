// Screens are awaited with findBy*/waitFor. On a busy two-core CI machine a re-render can take
// longer than Testing Library's 1 s default, which failed correct tests; 5 s still did now and
// then (a lazy screen's first import, transformed while two other jest workspaces ran). What they
// wait for is unchanged: this only bounds how long a failing test waits.
const { configure } = require(
  require.resolve('@testing-library/react', { paths: [process.cwd()] }),
);

configure({ asyncUtilTimeout: 10_000 });
