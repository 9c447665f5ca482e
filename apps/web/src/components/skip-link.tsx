import { Box } from '@mui/material';
import { useEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';

/** The id of the app shell's main element, the target of the general skip link. */
export const MAIN_CONTENT_ID = 'main-content';
/** The app shell's container of skip links, first in the tab order; pages add theirs with PageSkipLink. */
export const SKIP_LINKS_ID = 'skip-links';

/**
 * Set by a successful sign-in, taken by the app shell once the signed-in page is there: the focus
 * then moves to the main content (the login form that had it is gone). A module flag, because the
 * shell remounts while the profile loads.
 */
let mainFocusRequested = false;

export function requestMainFocus(): void {
  mainFocusRequested = true;
}

/** True once after requestMainFocus. */
export function takeMainFocusRequest(): boolean {
  const requested = mainFocusRequested;
  mainFocusRequested = false;
  return requested;
}

/** Moves the focus (and the view) to the element of that id; it needs tabIndex -1 unless focusable. */
export function focusById(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * A skip link (WCAG 2.4.1): hidden until it has the keyboard focus, then shown at the top left; it
 * moves the focus to its target rather than changing the URL's hash (the router owns the URL).
 */
export function SkipLink({ targetId, label, testId }: { targetId: string; label: string; testId: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusById(targetId);
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={onClick}
      data-testid={testId}
      className="no-print"
      sx={(theme) => ({
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 4,
        outline: `2px solid ${theme.vars.palette.primary.main}`,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {label}
    </Box>
  );
}

/** A page's own skip link, placed beside the shell's (first in the tab order) while the page is shown. */
export function PageSkipLink(props: { targetId: string; label: string; testId: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.getElementById(SKIP_LINKS_ID)), []);
  return host ? createPortal(<SkipLink {...props} />, host) : null;
}
