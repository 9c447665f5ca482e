import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { AppFrameSkeleton } from '../../components/page-skeletons';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useSession } from './session';

export type Profile = RouterOutputs['auth']['profile'];

const ProfileContext = createContext<Profile | null>(null);

/**
 * Loads auth.profile while signed in. Children render for visitors (profile null) or once the
 * profile is there; a failure is reported through the error dialog (a 401 logs out) and leaves a
 * Retry button on the page.
 */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { LL } = useI18n();
  const query = trpc.auth.profile.useQuery(undefined, {
    enabled: token !== null,
    staleTime: Infinity,
    meta: { errorAction: 'profile' },
  });
  if (token === null) return <ProfileContext.Provider value={null}>{children}</ProfileContext.Provider>;
  if (query.data) return <ProfileContext.Provider value={query.data}>{children}</ProfileContext.Provider>;
  if (query.isError) {
    return (
      <Box sx={{ p: 6 }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Button startIcon={<RefreshIcon />} variant="outlined" onClick={() => void query.refetch()} data-testid="profile-retry">
            {LL.actions.retry()}
          </Button>
        </Stack>
      </Box>
    );
  }
  // the app bar first, then the skeleton of the page the address opens
  return <AppFrameSkeleton />;
}

/** The signed-in user's profile, or null for a visitor. */
export function useOptionalProfile(): Profile | null {
  return useContext(ProfileContext);
}

/** The signed-in user's profile (only inside pages for signed-in users). */
export function useProfile(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile for a visitor');
  return profile;
}
