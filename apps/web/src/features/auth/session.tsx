import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppSettings } from '../../app/app-settings';
import { sessionMemory } from '../../lib/session-memory';
import { appStorage } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

interface SignOutOptions {
  /** Tell the server to end the session (false when the server already refused the token). */
  notifyServer: boolean;
}

interface Session {
  token: string | null;
  signIn(token: string): void;
  signOut(options: SignOutOptions): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Authentication state (spec 1 §4): logged in while a token is in sessionStorage. Logout ends the
 * server session, forgets the token and every cached answer but the public configuration, resets
 * app state except language and theme, and goes to /.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => appStorage.getToken());
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const { resetForLogout } = useAppSettings();
  const [, navigate] = useLocation();

  const signIn = useCallback(
    (next: string) => {
      appStorage.setToken(next);
      setToken(next);
    },
    [],
  );

  const signOut = useCallback(
    async ({ notifyServer }: SignOutOptions) => {
      if (notifyServer && appStorage.getToken()) {
        try {
          await utils.client.auth.logout.mutate();
        } catch {
          // the session is dropped here anyway; an unreachable server must not keep the user signed in
        }
      }
      appStorage.clearSession();
      sessionMemory.clear();
      setToken(null);
      const configKey = JSON.stringify(getQueryKey(trpc.platform.config)[0]);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== configKey });
      resetForLogout();
      navigate('/');
    },
    [utils, queryClient, resetForLogout, navigate],
  );

  const value = useMemo(() => ({ token, signIn, signOut }), [token, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
