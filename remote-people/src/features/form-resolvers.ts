// The people forms' resolvers, each fetched with its schema on first use.
import { lazyResolver, loadOnce } from 'shared-ui/forms';

const schemas = loadOnce(() => import('./form-schemas'));

export const createStaffResolver = lazyResolver(() =>
  schemas().then((module) => module.createStaffResolver),
);
export const createStudentResolver = lazyResolver(() =>
  schemas().then((module) => module.createStudentResolver),
);
