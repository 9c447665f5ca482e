import { z } from 'zod';
import { isValidEmail, USERNAME_PATTERN, ZContractInput, ZLoginPassword, ZValidationPassword } from '@eqa/core';
import { ZBotCheckResponse } from '../auth/bot-check';
import { ZContractDocument } from '../contracts/contracts.types';
import { bodyField, ZId } from '../shared.types';

/** Spec 2 §3 "Registration user": login username, e-mail; the full name defaults to the contract's laboratory head. */
export const ZRegistrationUser = z.object({
  username: z.string().trim().min(1, { message: 'requiredField' }).regex(USERNAME_PATTERN, { message: 'registration.usernameFormat' }),
  email: z.string().trim().min(1, { message: 'requiredEmailField' }).max(254).refine(isValidEmail, { message: 'emailFormatHelpText' }),
  fullName: z.string().trim().max(200).nullish(),
});

/**
 * POST /orgs/{orgId}/register (spec 2 §3 "Registration payload", §5, §7). The passwords follow the
 * login and validation password rules (422 userPassword / validationPassword); their confirmations
 * are optional on the wire (the wizard checks them) but must match when sent (422 …Confirmation,
 * registration.passwordsMismatch). The contract's rules answer 422 param `contract.<field>`, a taken
 * username 422 `user.username`, the bot-check 422 `reCaptchaResponse`.
 */
export const ZRegisterInput = z
  .object({
    orgId: ZId,
    contract: bodyField(ZContractInput),
    user: ZRegistrationUser,
    userPassword: ZLoginPassword,
    userPasswordConfirmation: z.string().max(200).optional(),
    validationPassword: ZValidationPassword,
    validationPasswordConfirmation: z.string().max(200).optional(),
    reCaptchaResponse: ZBotCheckResponse,
    /**
     * The language the wizard was filled in (an interface locale id, e.g. `hu`): the new user's
     * language, so the contract document is made in it. Optional; unknown ids are 422 `locale`.
     */
    locale: z.string().trim().min(2).max(10).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.userPasswordConfirmation !== undefined && value.userPasswordConfirmation !== value.userPassword) {
      ctx.addIssue({ code: 'custom', path: ['userPasswordConfirmation'], message: 'registration.passwordsMismatch' });
    }
    if (value.validationPasswordConfirmation !== undefined && value.validationPasswordConfirmation !== value.validationPassword) {
      ctx.addIssue({ code: 'custom', path: ['validationPasswordConfirmation'], message: 'registration.passwordsMismatch' });
    }
  });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** Spec 2 §3 "Response: laboratory (id), user (name), contractDocument, token": the new user is signed in. */
export const ZRegisterOutput = z.object({
  laboratory: z.object({ id: ZId, name: z.string(), shortName: z.string() }),
  user: z.object({ id: ZId, name: z.string() }),
  contract: z.object({ id: ZId, year: z.number().int() }),
  /**
   * The accepted contract's generated PDF (the contracts area's document: downloadPath with the
   * answer's token, or downloadUrl as it is); null when it could not be made at once — the
   * documents.contract job makes it, and the lab's contract page lists it.
   */
  contractDocument: ZContractDocument.nullable(),
  token: z.string(),
  /** ISO date-time; the session slides as a signed-in one does. */
  expiresAt: z.string(),
});
export type TRegisterOutput = z.infer<typeof ZRegisterOutput>;
