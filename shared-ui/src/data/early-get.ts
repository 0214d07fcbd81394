// GETs sent ahead of the code that will make them: the host's first screen sends its route's first
// request beside the remote's code, and the prefetch's apiGet of the same address takes the answer.
// Here, with the data cache, rather than in shared-auth, which the log-in page loads.
import { answerGetsWith, apiGet, TOKEN_STORAGE_KEY, type SearchParams } from 'shared-auth';

/** A GET as a key: its path and its query's given parameters in their order (`/api/x/?page=1`). */
function getKey(path: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams))
    if (value !== undefined) query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** How long a GET started early waits to be taken: past that, the code asks afresh. */
const EARLY_GET_MS = 10_000;

/** GETs started ahead of the code that will make them, by key, with the token they were sent with. */
const earlyGets = new Map<string, { token: string | null; at: number; answer: Promise<unknown> }>();

const storedToken = () => window.localStorage.getItem(TOKEN_STORAGE_KEY);

/** The answer of the same GET started early, once: not for another token, nor after 10 s. */
function takeEarlyGet(path: string, searchParams?: SearchParams): Promise<unknown> | undefined {
  const key = getKey(path, searchParams);
  const early = earlyGets.get(key);
  earlyGets.delete(key);
  if (!early || early.token !== storedToken() || Date.now() - early.at > EARLY_GET_MS) return;
  return early.answer;
}

/**
 * Sends now a GET that code on its way will make (a screen's first data, while the screen's code
 * still loads): the first `apiGet` of the same path and query, with the same token and within
 * 10 s, takes this answer instead of asking again. `address` is the path with its query, its
 * parameters in the order the code gives them (`/api/groups/:groupId/?page=1`); each `:name`
 * segment is filled from `params`, `:userId` with `userId` (the signed-in user's, as a route
 * manifest's `request` names it). Returns false, sending nothing, when one has no value.
 */
export function startEarlyGet(
  address: string,
  params: Readonly<Record<string, string | undefined>> = {},
  userId?: number,
): boolean {
  let complete = true;
  const filled = address.replace(/:(\w+)/g, (_, name: string) => {
    const value = name === 'userId' && userId !== undefined ? String(userId) : params[name];
    if (value === undefined || value === '') complete = false;
    return encodeURIComponent(value ?? '');
  });
  if (!complete) return false;
  answerGetsWith(takeEarlyGet);
  const url = new URL(filled, 'http://early.invalid');
  const searchParams = Object.fromEntries(url.searchParams);
  const key = getKey(url.pathname, searchParams);
  // Sent as the code sends it; an earlier one of the same address is not taken for it.
  earlyGets.delete(key);
  const answer = apiGet<unknown>(url.pathname, searchParams);
  // Unclaimed, a failure is nobody's: the code that asks later gets its own answer.
  answer.catch(() => undefined);
  earlyGets.set(key, { token: storedToken(), at: Date.now(), answer });
  return true;
}
