// Module Federation runtime plugin: a remote's manifest fetch that fails on the network or with a
// 5xx (a remote restarting, a CDN hiccup) is tried again before the route shows its Retry panel.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  attempts?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = 3, delayMs = 300 }: RetryOptions = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || attempt === attempts) return response;
      lastError = new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(delayMs * attempt);
  }
  throw lastError;
}

export default function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'linguadesk-retry-manifest',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
  };
}
