// The suite's apps: federation name, package folder and port (each overridable by environment).
const APPS = [
  { name: 'host', pkg: 'host', port: 3000, portEnv: 'HOST_PORT' },
  { name: 'people', pkg: 'remote-people', port: 3001, portEnv: 'PEOPLE_PORT' },
  { name: 'groups', pkg: 'remote-groups', port: 3002, portEnv: 'GROUPS_PORT' },
  { name: 'calls', pkg: 'remote-calls', port: 3003, portEnv: 'CALLS_PORT' },
  { name: 'schedule', pkg: 'remote-schedule', port: 3004, portEnv: 'SCHEDULE_PORT' },
  { name: 'student', pkg: 'remote-student', port: 3005, portEnv: 'STUDENT_PORT' },
];

const API = { name: 'api', pkg: 'api', port: 8000, portEnv: 'API_PORT' };

function portOf(app, env = process.env) {
  const value = Number(env[app.portEnv]);
  return Number.isInteger(value) && value > 0 ? value : app.port;
}

function appNamed(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}"; known: ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}

const REMOTES = APPS.filter((app) => app.name !== 'host');

/** remotes.json for the host: every remote's manifest URL. */
function remotesManifest({ hostname = 'localhost', env = process.env } = {}) {
  return Object.fromEntries(
    REMOTES.map((app) => [app.name, `http://${hostname}:${portOf(app, env)}/mf-manifest.json`]),
  );
}

function apiUrl({ hostname = 'localhost', env = process.env } = {}) {
  return env.API_URL || `http://${hostname}:${portOf(API, env)}`;
}

module.exports = { APPS, API, REMOTES, appNamed, portOf, remotesManifest, apiUrl };
