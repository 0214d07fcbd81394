// `shared-ui/standalone`: a remote on its own page (its bootstrap), with the demo log-in. Never
// loaded in the suite's page: the host mounts the remotes' exposed modules, not their bootstraps.
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './theme/recipes';

export type { DemoAccount } from './standalone/DemoLogin';
export {
  manifestRoute,
  manifestRoutes,
  type StandaloneRouteManifest,
} from './standalone/manifest-routes';
export { StandaloneShell } from './standalone/StandaloneShell';
export { startStandalone } from './standalone/startStandalone';

// The recipes of what the demo log-in draws that the core system lacks (theme/recipes.ts).
addRecipes({ recipes: { input: inputRecipe }, slotRecipes: { field: fieldSlotRecipe } });
