// Whether what the screen just committed has been painted: a part requested only then (a chart, the
// takings card) never holds back the cards drawn in the same render, which React would otherwise
// keep until a quick chunk arrives.
import { useEffect, useState } from 'react';

/** The next frame, then a task of its own: the browser has painted by then. Returns its cancel. */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the first render, true once it has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
