// Screens are awaited with findBy*/waitFor. On a busy two-core CI machine a re-render can take
// longer than Testing Library's 1 s default, which failed correct tests; what they wait for is
// unchanged.
const { configure } = require(
  require.resolve('@testing-library/react', { paths: [process.cwd()] }),
);

configure({ asyncUtilTimeout: 5000 });
