import { GridOverlay } from '@mui/x-data-grid';
import { EmptyState, type EmptyStateProps } from './empty-state';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** The list's empty state (EmptyState): its sentence and its add action. */
    emptyState?: EmptyStateProps;
  }
}

/**
 * A data grid's `slots.noRowsOverlay`: the shared EmptyState inside the grid, given through
 * `slotProps.noRowsOverlay.emptyState` (the grid's own "No rows" otherwise).
 */
export function EmptyGridOverlay({ emptyState }: { emptyState?: EmptyStateProps }) {
  return <GridOverlay sx={{ pointerEvents: 'auto' }}>{emptyState ? <EmptyState {...emptyState} variant="plain" /> : null}</GridOverlay>;
}
