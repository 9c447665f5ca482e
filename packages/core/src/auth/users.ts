import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../platform/constants';
import { USERNAME_PATTERN } from './password-rules';
import { ZEmail, ZLoginPassword } from './password-schemas';

/**
 * Staff user management (issue 33 point 4; docs/decisions/users.md): who may manage which users,
 * which role an invitation gives, when a user may be disabled and how long an invitation lives.
 */

/** An invitation link works once, within 7 days of being sent (a new invitation of the same user retires it). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The web page of the e-mailed link: `${PUBLIC_URL}/invitation/{token}`. */
export const INVITATION_WEB_PATH = '/invitation';

/** Whose users a request manages: an organisation's staff, or one laboratory's users (with the orgs the lab belongs to). */
export type UserScope = { kind: 'org'; orgId: number } | { kind: 'lab'; labId: number; labOrgIds: readonly number[] };

/** The part of a session the rules read. */
export interface UserManager {
  roleId: RoleId;
  orgId: number | null;
  labId: number | null;
}

/**
 * Whether a user may list, invite, disable and re-enable the users of a scope: an org's staff only
 * by its org admins; a lab's users by the lab's own lab admins and by the org admins of an org the
 * lab belongs to. Anything else is forbidden (a lab admin never manages another lab, a core lab not
 * its satellites).
 */
export function mayManageUsers(manager: UserManager, scope: UserScope): boolean {
  if (manager.roleId === 'org_admin') {
    if (manager.orgId === null) return false;
    return scope.kind === 'org' ? scope.orgId === manager.orgId : scope.labOrgIds.includes(manager.orgId);
  }
  return scope.kind === 'lab' && manager.labId === scope.labId;
}

/** The role an invitation gives in a scope, or why not: `escalation` (a role above the scope: 403), `needs_lab` (a lab role outside a lab: 422). */
export type InvitedRoleDecision = { ok: true; roleId: RoleId } | { ok: false; reason: 'escalation' | 'needs_lab' };

/**
 * An org's staff are org admins, a lab's users lab admins: the role of the scope, the default when
 * none is asked for. Asking for an org admin in a lab is an escalation (a lab admin cannot make
 * staff of the provider, nor can an org admin hand one out through a lab); a lab admin needs a lab.
 */
export function decideInvitedRole(scope: UserScope, requested: RoleId | undefined): InvitedRoleDecision {
  const roleOfScope: RoleId = scope.kind === 'org' ? 'org_admin' : 'lab_admin';
  if (requested === undefined || requested === roleOfScope) return { ok: true, roleId: roleOfScope };
  return { ok: false, reason: scope.kind === 'lab' ? 'escalation' : 'needs_lab' };
}

/** A user as the disable rule sees it: active = accepted its invitation and not disabled. */
export interface ManagedUserState {
  active: boolean;
}

/**
 * Whether `disabled` may be set on a user: re-enabling always may; disabling the last active user of
 * a scope (the org's last active org admin, a lab's last active user) may not, since nobody would be
 * left to sign in and invite again (the one bootstrap admin is never made a second time). Disabling
 * oneself is allowed while another active admin remains. `otherActive` counts the scope's active
 * users other than the target.
 */
export function decideSetDisabled(target: ManagedUserState, disabled: boolean, otherActive: number): 'ok' | 'last_active_admin' {
  if (!disabled || !target.active) return 'ok';
  return otherActive > 0 ? 'ok' : 'last_active_admin';
}

/** The state of an invitation as the users list shows it. */
export type InvitationState = 'accepted' | 'pending' | 'expired' | 'none';

/** accepted once the user has a username; else pending while the live invitation has not expired, expired after, none without one. */
export function invitationState(user: { username: string | null }, invitation: { expiresAt: Date } | null, now: Date): InvitationState {
  if (user.username !== null) return 'accepted';
  if (!invitation) return 'none';
  return invitation.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}

/** The fields of an invitation (the Invite dialog validates with it; the API adds the scope's id). */
export const ZInviteUserFields = z.object({
  fullName: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  email: ZEmail.pipe(z.string().min(1, { message: 'requiredField' })),
  /** The role the invitation gives; the scope's own role when left out (org: org_admin, lab: lab_admin). */
  roleId: z.enum(ROLE_IDS).optional(),
});
export type TInviteUserFields = z.infer<typeof ZInviteUserFields>;

/** What the invitee chooses on the invitation page: username (registration's pattern) and login password. */
export const ZAcceptInvitationFields = z.object({
  username: z.string().trim().min(1, { message: 'requiredField' }).regex(USERNAME_PATTERN, { message: 'registration.usernameFormat' }),
  password: ZLoginPassword,
});
export type TAcceptInvitationFields = z.infer<typeof ZAcceptInvitationFields>;

/** auth.updateUser: the signed-in user's own full name and e-mail (both required, the e-mail valid). */
export const ZUserDetailsFields = ZInviteUserFields.pick({ fullName: true, email: true });
export type TUserDetailsFields = z.infer<typeof ZUserDetailsFields>;
