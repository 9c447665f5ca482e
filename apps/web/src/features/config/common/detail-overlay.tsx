import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Container, Dialog, LinearProgress, Slide, Toolbar } from '@mui/material';
import type { TransitionProps } from '@mui/material/transitions';
import { forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../../app/i18n';
import { NotFoundPage } from '../../../components/not-found-page';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

const SlideUp = forwardRef(function SlideUp(props: TransitionProps & { children: ReactElement }, ref: Ref<unknown>) {
  return <Slide direction="up" ref={ref} {...props} />;
});

interface DetailOverlayProps {
  /** The title area (usually an editable title). */
  title: ReactNode;
  /** Buttons at the right of the header (delete, settings). */
  actions?: ReactNode;
  onClose(): void;
  loading?: boolean;
  children: ReactNode;
  testId: string;
  maxWidth?: 'md' | 'lg' | 'xl';
  /** The item does not exist (a stale link): the 'not found' page instead of the content, Back closes. */
  notFound?: boolean;
}

/**
 * A detail screen opened over its list (spec 3 §2 "Detail screens open as overlays"): a full-screen
 * dialog whose route is the list path plus the id; closing goes back to the list.
 */
export function DetailOverlay({ title, actions, onClose, loading, children, testId, maxWidth = 'lg', notFound = false }: DetailOverlayProps) {
  const { LL } = useI18n();
  return (
    <Dialog fullScreen open onClose={onClose} slots={{ transition: SlideUp }} data-testid={testId} aria-labelledby={`${testId}-heading`}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
          <TooltipIconButton label={LL.actions.close()} edge="start" onClick={onClose} data-testid={`${testId}-close`} icon={<CloseIcon />} />
          <Box id={`${testId}-heading`} sx={{ flexGrow: 1, minWidth: 0 }}>
            {title}
          </Box>
          {actions}
        </Toolbar>
        <Box sx={{ height: 3 }}>{loading && <LinearProgress aria-label={LL.loading()} sx={{ height: 3 }} />}</Box>
      </AppBar>
      <Box sx={{ bgcolor: 'background.default', flexGrow: 1 }}>
        <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 3 } }}>
          {notFound ? <NotFoundPage onBack={onClose} /> : children}
        </Container>
      </Box>
    </Dialog>
  );
}
