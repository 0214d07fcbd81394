// `shared-domain/server`: what only the server side reads (the API, and a remote's mock centre in
// `dev --mock`): the CSV writer and the staff assignment messages. No share key: no screen imports
// it, so it is on no page.
export * from './assignments';
export * from './csv';
