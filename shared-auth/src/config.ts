// Where the API lives. The host (or a remote's standalone bootstrap) sets it once at start-up from
// its deployment configuration; every request reads it, so it may be set after the client exists.

export interface ApiConfig {
  /** Origin (and optional path prefix) of the API, e.g. https://api.example.com */
  baseUrl: string;
}

export const DEFAULT_API_URL = 'http://localhost:8000';

let current: ApiConfig = { baseUrl: DEFAULT_API_URL };

export function configureApi(config: Partial<ApiConfig>): void {
  current = { ...current, ...config, baseUrl: config.baseUrl || current.baseUrl };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}
