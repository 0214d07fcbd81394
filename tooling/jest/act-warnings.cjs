// A test fails when React warns of an update "not wrapped in act(...)" (or made while act() is
// switched off): the test went on, or ended, before the screen had settled, so what it checked is
// not what the user would see. The warning is still printed, with the stack that finds its cause.
const { format } = require('util');

const ACT_WARNING = /not wrapped in act\(|not configured to support act\(/;

let warnings = [];
const printError = console.error;
console.error = (...args) => {
  const message = format(...args);
  if (ACT_WARNING.test(message)) warnings.push(message.split('\n')[0]);
  printError.apply(console, args);
};

afterEach(() => {
  const found = warnings;
  warnings = [];
  if (found.length > 0) {
    throw new Error(`React updated the screen outside act(...):\n  ${found.join('\n  ')}`);
  }
});
