import type { Profile } from '../auth/profile-context';

/** Who owns the validation password the signed-in user changes. */
export type ValidationPasswordOwner = { kind: 'org'; id: number; name: string } | { kind: 'lab'; id: number; name: string };

/** Org users change their org's validation password, lab users their lab's (spec 1 §7). */
export function validationPasswordOwner(profile: Profile): ValidationPasswordOwner | null {
  if (profile.orgUser) return profile.org ? { kind: 'org', id: profile.org.id, name: profile.org.name } : null;
  return profile.lab ? { kind: 'lab', id: profile.lab.id, name: profile.lab.name } : null;
}
