// Each route's first request (src/routes.json's `request`), which the host sends beside this
// remote's code on a page's first screen, is the very one the route's prefetch makes: the screen's
// data then comes from that one request.
import { makeUser } from 'shared-domain/factory';
import { firstScreenRequests, setupFakeApi } from 'test-support';
import { prefetch } from '../exposes/prefetch';
import routes from '../routes.json';

const api = setupFakeApi();

it("sends each route's first request once, early or not", async () => {
  expect(
    await firstScreenRequests(routes, prefetch, api, {
      params: {},
      user: makeUser('operations_manager', { id: 7 }),
    }),
  ).toEqual({
    overview: ['/api/overview/'],
    students: ['/api/student-profiles/?page=1'],
    staff: ['/api/users/?page=1&page_size=10'],
    imports: ['/api/imports/?page_size=5'],
    reports: ['/api/reports/results/'],
  });
});
