// Date formatting is checked against fixed UTC instants, so the suite runs in UTC on every machine.
process.env.TZ = 'UTC';

module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
};
