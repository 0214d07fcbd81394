// Work a route starts and does not wait for (the mail of forgot-password, so the answer takes as
// long for an address with an account as for one without). Failures are logged; closing the app
// waits for what is still running, so nothing started is cut off by a graceful stop.
import fp from 'fastify-plugin';

export interface Deferred {
  /** Starts `task` now, without the caller waiting for it. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deferred: Deferred;
  }
}

export default fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    const deferred: Deferred = {
      run(label, task) {
        const done: Promise<void> = Promise.resolve()
          .then(task)
          .catch((error: unknown) =>
            app.log.error({ err: error, task: label }, 'deferred work failed'),
          )
          .finally(() => running.delete(done));
        running.add(done);
      },
      async idle() {
        while (running.size) await Promise.all([...running]);
      },
    };
    app.decorate('deferred', deferred);
    app.addHook('onClose', () => deferred.idle());
  },
  { name: 'deferred', dependencies: ['db'] },
);
