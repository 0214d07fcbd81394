// After a navigation inside the app, focus moves to the new page's main heading and its title is
// announced, as a page load would be for a screen reader: otherwise the focus stays on the link
// that was followed and nothing says the page changed. The first page of a visit is left alone.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function usePageFocus(main: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    const focusedBefore = document.activeElement;
    // The page may come later (a remote's code, its data): its heading is awaited.
    const focusHeading = (): boolean => {
      const focused = document.activeElement;
      // The user has already moved into the new page (a field, a button): the focus stays there.
      if (focused !== focusedBefore && focused !== root && root.contains(focused)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      // The page sets its title as it renders; read it once the page's effects have run.
      announceTimer = setTimeout(() => setAnnouncement(document.title), 0);
      return true;
    };
    if (focusHeading()) return () => clearTimeout(announceTimer);
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(announceTimer);
    };
  }, [main, pathname]);

  return announcement;
}
