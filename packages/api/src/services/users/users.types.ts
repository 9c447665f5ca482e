import { z } from 'zod';
import { ROLE_IDS, ZAcceptInvitationFields, ZInviteUserFields } from '@eqa/core';
import { bodyField, ZId, ZLocalizedOut } from '../shared.types';

const ZRoleId = z.enum(ROLE_IDS);

/** GET /orgs/{orgId}/users. */
export const ZListOrgUsersInput = z.object({ orgId: ZId });
/** GET /labs/{labId}/users. */
export const ZListLabUsersInput = z.object({ labId: ZId });

/** What the Invite dialog sends (core ZInviteUserFields: the web's form validates with it). */
const inviteFields = ZInviteUserFields.shape;

/** POST /orgs/{orgId}/users. */
export const ZInviteOrgUserInput = z.object({ orgId: ZId, ...inviteFields });
/** POST /labs/{labId}/users. */
export const ZInviteLabUserInput = z.object({ labId: ZId, ...inviteFields });

/** A body's disabled flag: JSON true / false only (bodyField; the REST adapter would read "false" as true). */
const ZDisabledIn = bodyField(z.boolean());
/** PATCH /orgs/{orgId}/users/{userId}. */
export const ZUpdateOrgUserInput = z.object({ orgId: ZId, userId: ZId, disabled: ZDisabledIn });
/** PATCH /labs/{labId}/users/{userId}. */
export const ZUpdateLabUserInput = z.object({ labId: ZId, userId: ZId, disabled: ZDisabledIn });

/** One user of an org's staff or of a lab, as the Users screen lists it. */
export const ZManagedUser = z.object({
  id: z.number().int(),
  /** Empty until the invitation is accepted. */
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  role: z.object({ id: ZRoleId, name: ZLocalizedOut }),
  invitation: z.object({
    /** accepted (has signed up), pending (a live link), expired (the link ran out: invite again), none. */
    state: z.enum(['accepted', 'pending', 'expired', 'none']),
    /** When the latest invitation's link ran or runs out (null when none was sent). */
    expiresAt: z.string().nullable(),
  }),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

export const ZManagedUserList = z.object({ items: z.array(ZManagedUser), total: z.number().int().min(0) });
export type TManagedUserList = z.infer<typeof ZManagedUserList>;

/** POST /auth/invitations/accept (public): the e-mailed token, and the username and password the invitee chooses. */
export const ZAcceptInvitationInput = z.object({
  token: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  ...ZAcceptInvitationFields.shape,
});
export type TAcceptInvitationInput = z.infer<typeof ZAcceptInvitationInput>;

export const ZAcceptInvitationOutput = z.object({ ok: z.literal(true), username: z.string() });
export type TAcceptInvitationOutput = z.infer<typeof ZAcceptInvitationOutput>;
