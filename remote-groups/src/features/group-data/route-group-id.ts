/** The URL's group id as a number, or null when it cannot name a group (no request is made). */
export function routeGroupId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
