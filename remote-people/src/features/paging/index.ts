// The list answers' one shape and the query a list screen asks with (spec section 7): what the
// Students and Staff endpoints (and the route prefetch, exposes/prefetch.ts) need of a paged list,
// apart from the lists feature's components and hooks, so the prefetch module the host loads with
// every people route, and on a header link's hover, carries no list UI (and not `shared-ui/forms`).
// Other features import this file only (lint keeps them out of the folders).
export { FIRST_PAGE, type ListQuery, type PageOf, lastPage, toPage } from './api/paged';
