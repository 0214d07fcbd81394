// `shared-ui/standalone`: a remote on its own page (its bootstrap), with the demo log-in. Never
// loaded in the suite's page: the host mounts the remotes' exposed modules, not their bootstraps.
export type { DemoAccount } from './standalone/DemoLogin';
export { StandaloneShell } from './standalone/StandaloneShell';
export { startStandalone } from './standalone/startStandalone';
