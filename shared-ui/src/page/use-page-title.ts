import { useEffect } from 'react';
import { pageTitle } from 'shared-domain';

/** Sets the document title to the product prefix plus the page name ('LinguaDesk | Profile'). */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
