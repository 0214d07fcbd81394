// What MSW needs of the test page before it loads that Node 20 lacks (Node 22 has them):
// Promise.withResolvers, and the Set methods its resetHandlers() compares handler lists with.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
if (typeof Set.prototype.intersection !== 'function') {
  Set.prototype.intersection = function intersection(other) {
    return new Set([...this].filter((value) => other.has(value)));
  };
}
if (typeof Set.prototype.difference !== 'function') {
  Set.prototype.difference = function difference(other) {
    return new Set([...this].filter((value) => !other.has(value)));
  };
}
