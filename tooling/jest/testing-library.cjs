// Screens are awaited with findBy*/waitFor. On a busy two-core machine a re-render can take longer
// than Testing Library's 1 s default, which failed correct tests. The wait stays below jest's test
// time-out (preset.cjs): what never shows fails with the query's message, not a time-out. What
// they wait for is unchanged: this only bounds how long a failing test waits.
const { configure, getConfig } = require(
  require.resolve('@testing-library/react', { paths: [process.cwd()] }),
);

const { getElementError } = getConfig();

/**
 * Testing Library's error, with the page printed into its message only when the message is read:
 * a findBy or waitFor check that fails while the screen is still coming is retried, and only the
 * last one's error, at the time-out, is shown. Its stack starts at the query, as Testing Library's.
 */
function elementErrorPrintedWhenRead(message, container) {
  let error;
  if (getConfig()._disableExpensiveErrorDiagnostics) {
    error = new Error(message);
    error.name = 'TestingLibraryElementError';
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => getElementError(message, container).message,
    });
  } else error = getElementError(message, container);
  Error.captureStackTrace(error, elementErrorPrintedWhenRead);
  return error;
}

configure({ asyncUtilTimeout: 5_000, getElementError: elementErrorPrintedWhenRead });
