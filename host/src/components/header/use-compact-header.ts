// Whether the header's bar must give way to the slide-out menu, decided by measuring rather than
// by a breakpoint: the bar's items never shrink or wrap, so when they need more than the row's
// width the row overflows; the header then switches to the menu and remembers the width the bar
// needed, and switches back once the row is that wide again. Measured before paint (layout
// effect) and on every resize of the row (ResizeObserver), and again when what the bar holds
// changes (the links, the name).
import { type RefObject, useLayoutEffect, useState } from 'react';

interface Measure {
  compact: boolean;
  /** The row width the full bar needs (known once it has overflowed). */
  needed: number;
}

export function useCompactHeader(row: RefObject<HTMLElement | null>, contentKey: string): boolean {
  const [measure, setMeasure] = useState<Measure>({ compact: false, needed: 0 });

  // New content: try the full bar again; the measurement below puts it away if it overflows.
  useLayoutEffect(() => {
    setMeasure({ compact: false, needed: 0 });
  }, [contentKey]);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const check = () => {
      const width = element.clientWidth;
      setMeasure((current) => {
        if (!current.compact) {
          return element.scrollWidth > width
            ? { compact: true, needed: element.scrollWidth }
            : current;
        }
        return width >= current.needed ? { compact: false, needed: current.needed } : current;
      });
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, measure.compact]);

  return measure.compact;
}
