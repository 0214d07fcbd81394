// The deployment files next to an app's index.html (config.json, and remotes.json for the host):
// read at start, so one build runs against any API and any set of remotes.
import { DEFAULT_API_URL } from 'shared-auth';

/** The parsed file, or null (with a warning) when it is missing or broken. */
export async function readDeploymentFile(file: string): Promise<unknown> {
  try {
    const response = await fetch(new URL(`/${file}`, window.location.origin), {
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    console.warn(`${file} unavailable; using defaults`, error);
    return null;
  }
}

/** API_URL of config.json, else the local API. */
export async function readApiUrl(): Promise<string> {
  const config = (await readDeploymentFile('config.json')) as { API_URL?: unknown } | null;
  return typeof config?.API_URL === 'string' && config.API_URL ? config.API_URL : DEFAULT_API_URL;
}
