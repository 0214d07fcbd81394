// What the provider mounts: nothing until the first toast is asked for, then the toaster's view
// (ToasterView, a chunk of its own), so that a page that shows no toast never downloads it. The
// toasts asked for before the view is there wait in toaster.ts's queue and show, in order, once it
// has mounted. A view that could not be fetched is asked for again with the next toast.
import { useEffect, useState, type ComponentType } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { onToastWanted, toastsWaiting } from './toaster';
import type { ToasterViewProps } from './ToasterView';

let loadedView: ComponentType<ToasterViewProps> | null = null;
let loadingView: Promise<ComponentType<ToasterViewProps>> | null = null;

/** Fetches the view's chunk once (again after a failure). */
export function loadToasterView(): Promise<ComponentType<ToasterViewProps>> {
  loadingView ??= import('./ToasterView').then(
    (module) => (loadedView = module.ToasterView),
    (error: unknown) => {
      loadingView = null;
      throw error;
    },
  );
  return loadingView;
}

export interface ToasterProps {
  toaster?: CreateToasterReturn;
}

export function Toaster({ toaster }: ToasterProps) {
  // A view fetched before (another provider, an earlier page of a test) shows at once.
  const [View, setView] = useState<ComponentType<ToasterViewProps> | null>(() => loadedView);

  useEffect(() => {
    if (View) return;
    let live = true;
    const mount = () => {
      loadToasterView().then(
        (loaded) => {
          if (live) setView(() => loaded);
        },
        (error: unknown) => console.error('Could not load the toaster', error),
      );
    };
    const stop = onToastWanted(mount);
    if (toastsWaiting()) mount();
    return () => {
      live = false;
      stop();
    };
  }, [View]);

  return View ? <View toaster={toaster} /> : null;
}
