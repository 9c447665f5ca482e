import { NOTIFICATION_AUTO_HIDE_MS } from '@eqa/core';
import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export interface NotifyOptions {
  /** Stays until the user closes it (no auto-hide), e.g. 'Result NOT saved'. */
  persist?: boolean;
}

type Notify = (message: string, severity?: AlertColor, options?: NotifyOptions) => void;

const NotifyContext = createContext<Notify | null>(null);

interface Notification {
  key: number;
  message: string;
  severity: AlertColor;
  persist: boolean;
}

/** The notification snackbar of spec 1 §2 (auto-hides after NOTIFICATION_AUTO_HIDE_MS unless it persists). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((message, severity = 'success', options = {}) => {
    setCurrent({ key: Date.now(), message, severity, persist: options.persist === true });
    setOpen(true);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={current?.persist ? null : NOTIFICATION_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={current?.severity ?? 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          data-testid="notification"
          data-persist={current?.persist ? 'true' : undefined}
          sx={{ minWidth: 260 }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotificationProvider');
  return notify;
}
