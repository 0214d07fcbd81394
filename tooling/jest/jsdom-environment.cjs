// The jsdom test environment of the suite's React packages. jsdom lacks fetch, streams and the
// layout observers and PointerEvent; Node has the first ones, so they are copied in (the same realm
// for fetch, Request and AbortSignal, or ky rejects the signal), and the rest get small stand-ins.
// It also holds what a jest worker keeps from one test file to the next (once-per-worker.cjs,
// code-cache.cjs).
const path = require('path');

const fromPackage = require.resolve('jest-environment-jsdom', {
  paths: [process.cwd(), path.join(__dirname, '..', '..')],
});
const { TestEnvironment } = require(fromPackage);
const { KEY: ONCE_PER_WORKER } = require('./once-per-worker.cjs');
const { installCodeCache } = require('./code-cache.cjs');

installCodeCache();

// The modules once-per-worker.cjs keeps for the worker's later test files.
const workerModules = new Map();

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
];

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

class LinguaDeskJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    win[Symbol.for(ONCE_PER_WORKER)] = workerModules;
    for (const name of NODE_GLOBALS) {
      if (globalThis[name]) win[name] = globalThis[name];
    }
    win.ResizeObserver = win.ResizeObserver || InertObserver;
    win.IntersectionObserver = win.IntersectionObserver || InertObserver;
    win.matchMedia =
      win.matchMedia ||
      ((query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }));
    if (!win.PointerEvent) {
      // jsdom has no PointerEvent; without it fireEvent.pointerMove loses clientX.
      win.PointerEvent = class PointerEvent extends win.MouseEvent {
        constructor(type, init = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      };
    }
    win.scrollTo = () => {};
    win.Element.prototype.scrollIntoView = win.Element.prototype.scrollIntoView || (() => {});
  }
}

module.exports = LinguaDeskJsdomEnvironment;
