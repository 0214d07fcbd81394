// The deployment's settings, read at start from files next to index.html, so one build serves
// every deployment: config.json ({"API_URL": ...}) and remotes.json ({"people": manifest URL, ...}).
import { readApiUrl, readDeploymentFile } from 'shared-ui';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** remotes.json as it is now (a deploy changes it), or null when it cannot be read. */
export async function readRemotes(): Promise<Record<string, string> | null> {
  const remotes = await readDeploymentFile('remotes.json');
  return remotes === null ? null : stringEntries(remotes);
}

/** Missing or broken files fall back to the local API and no remotes, never a blank page. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const [apiUrl, remotes] = await Promise.all([readApiUrl(), readRemotes()]);
  return { apiUrl, remotes: remotes ?? {} };
}
