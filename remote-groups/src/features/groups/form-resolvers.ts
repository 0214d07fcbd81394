// The group forms' resolvers, each fetched with its schema on first use.
import { lazyResolver, loadOnce } from 'shared-ui/forms';

const schemas = loadOnce(() => import('./form-schemas'));

export const createGroupResolver = lazyResolver(() =>
  schemas().then((module) => module.createGroupResolver),
);
export const editGroupResolver = lazyResolver(() =>
  schemas().then((module) => module.editGroupResolver),
);
export const updateLevelResolver = lazyResolver(() =>
  schemas().then((module) => module.updateLevelResolver),
);
