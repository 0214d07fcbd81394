// Screens are awaited with findBy*/waitFor. On a busy two-core machine a re-render can take longer
// than Testing Library's 1 s default, which failed correct tests. The wait stays below jest's test
// time-out (preset.cjs): what never shows fails with the query's message, not a time-out. What
// they wait for is unchanged: this only bounds how long a failing test waits.
const { configure } = require(
  require.resolve('@testing-library/react', { paths: [process.cwd()] }),
);

configure({ asyncUtilTimeout: 5_000 });
