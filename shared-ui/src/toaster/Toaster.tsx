// What the provider mounts: nothing until the store first holds a toast, then Chakra's Toaster
// (ToasterView.tsx, a chunk of its own): its zag machines and their React runtime cost every first
// page 15 KB gzipped otherwise (pnpm bench:web --budget --where: /login 196.8 KB). Zag's toast group
// takes the store's toasts when it starts, so those asked for meanwhile show. A view that could
// not be fetched is asked for again with the next toast.
import { useEffect, useState, type ComponentType } from 'react';
import { toaster } from './toaster';

let loaded: ComponentType | null = null;

export function Toaster() {
  const [View, setView] = useState<ComponentType | null>(() => loaded);

  useEffect(() => {
    if (View) return;
    let live = true;
    let loading = false;
    const mount = () => {
      if (loading) return;
      loading = true;
      import('./ToasterView').then(
        (module) => {
          loaded = module.ToasterView;
          if (live) setView(() => module.ToasterView);
        },
        (error: unknown) => {
          loading = false;
          console.error('Could not load the toaster', error);
        },
      );
    };
    const stop = toaster.subscribe(mount);
    if (toaster.getCount() > 0) mount();
    return () => {
      live = false;
      stop();
    };
  }, [View]);

  return View ? <View /> : null;
}
