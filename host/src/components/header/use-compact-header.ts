// Whether the header's bar gives way to the slide-out menu, by measuring rather than a breakpoint:
// the bar's items never shrink, so an overflowing row switches to the menu, and the width the bar
// needed switches it back. Measured before paint, on every resize, and when the bar's content changes.
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
