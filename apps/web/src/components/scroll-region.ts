import { useCallback, useEffect, useRef, useState } from 'react';

/** What a scroll region spreads onto its element: always the ref, the region's attributes while it scrolls. */
export interface ScrollRegionProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex?: number;
  role?: 'region';
  'aria-labelledby'?: string;
}

const overflowing = (element: HTMLElement) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;

/**
 * A part that scrolls when what it holds is taller than the room it has (a dialog's content on a small
 * screen) and may hold nothing the keyboard reaches (a list, a text, an alert): while it overflows it
 * is a focusable region named by `labelledBy` (the dialog's title), so a keyboard user can scroll it
 * (WCAG 2.1.1; axe `scrollable-region-focusable`). While everything fits it is no tab stop. Measured
 * again when the element's size changes (a turned phone, a longer language) and when its content does.
 */
export function useScrollRegion(labelledBy: string): ScrollRegionProps {
  const [scrolls, setScrolls] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);
  const frame = useRef(0);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setScrolls(overflowing(element)));
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    const mutation = new MutationObserver(measure);
    mutation.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame.current);
      resize?.disconnect();
      mutation.disconnect();
    };
  }, [element]);
  return scrolls ? { ref, tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : { ref };
}
