// Horizontal drag-to-dismiss for a toast: released past the threshold share of its width, it goes.
import { useRef, useState, type PointerEvent } from 'react';
import { CONSTANTS } from 'shared-domain';

export function swipeDismisses(distance: number, width: number, threshold: number): boolean {
  return width > 0 && Math.abs(distance) >= width * threshold;
}

/** Movement below this many pixels is a click, not a drag. */
const CLICK_SLOP_PX = 5;

export function useSwipeToDismiss(
  onDismiss: () => void,
  threshold: number = CONSTANTS.TOAST_SWIPE_THRESHOLD,
) {
  const startX = useRef<number | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      startX.current = event.clientX;
      dragged.current = false;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      if (Math.abs(distance) > CLICK_SLOP_PX) dragged.current = true;
      setOffset(distance);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const distance = event.clientX - startX.current;
      const width = event.currentTarget.getBoundingClientRect().width;
      reset();
      if (swipeDismisses(distance, width, threshold)) onDismiss();
    },
    onPointerCancel: reset,
  };

  return {
    handlers,
    offset,
    /** True right after a drag, so the click that ends it does not count as a dismiss click. */
    wasDragged: () => dragged.current,
  };
}
