import { z } from 'zod';
import { ZAppealAttachmentIds, ZAppealReason, ZAppealResponse, ZAppealState } from '@eqa/core';
import { bodyField, listOutput, ZId, ZJsonId, ZLimit, ZLocalizedOut, ZOffset } from '../shared.types';

/** One step of an appeal: the state it moved to, who and when. */
export const ZAppealEvent = z.object({
  state: ZAppealState,
  note: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});

/** A file attached to an appeal (PDF, JPEG or PNG by its bytes). */
export const ZAppealAttachment = z.object({
  id: z.number().int(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  /** Where it is downloaded (under /api/v1…); null for an upload no appeal names yet. */
  downloadPath: z.string().nullable(),
});
export type TAppealAttachment = z.infer<typeof ZAppealAttachment>;

/** An appeal (issue 35 shape, with the names a list shows, its attachments and its history). */
export const ZAppeal = z.object({
  id: z.number().int(),
  state: ZAppealState,
  labId: z.number().int(),
  labCode: z.string(),
  labName: z.string(),
  surveyId: z.number().int(),
  /** Scheme short name and round, e.g. "KK 2026/1". */
  surveyName: z.string(),
  parameterId: z.number().int(),
  parameterName: ZLocalizedOut,
  sampleId: z.number().int().nullable(),
  sampleName: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  attachments: z.array(ZAppealAttachment),
  history: z.array(ZAppealEvent),
});
export type TAppeal = z.infer<typeof ZAppeal>;
export const ZAppealList = listOutput(ZAppeal);
export type TAppealList = z.infer<typeof ZAppealList>;

export const ZFileAppealInput = z.object({
  labId: ZId,
  surveyId: ZId,
  parameterId: ZJsonId,
  /** One sample of the parameter; null or left out: the whole parameter. */
  sampleId: ZJsonId.nullable().optional(),
  reason: ZAppealReason,
  /** Files uploaded for it first (POST …/appeal_attachments), at most 5. */
  attachmentIds: bodyField(ZAppealAttachmentIds).optional(),
});
export type TFileAppealInput = z.infer<typeof ZFileAppealInput>;

export const ZLabAppealsInput = z.object({ labId: ZId, surveyId: ZId });
export type TLabAppealsInput = z.infer<typeof ZLabAppealsInput>;

export const ZOrgAppealsInput = z.object({ orgId: ZId, state: ZAppealState.optional(), offset: ZOffset, limit: ZLimit });
export type TOrgAppealsInput = z.infer<typeof ZOrgAppealsInput>;

export const ZUpdateAppealInput = z.object({
  orgId: ZId,
  id: ZId,
  state: ZAppealState,
  /** The written response the lab reads (required to uphold or reject). */
  response: ZAppealResponse.nullable().optional(),
});
export type TUpdateAppealInput = z.infer<typeof ZUpdateAppealInput>;

/** When a lab's appeals of a survey close (the survey's evaluation date + the org's window). */
export const ZLabAppealsOutput = ZAppealList.extend({
  /** ISO instant the window closes; null while the evaluation is not published. */
  windowClosesAt: z.string().nullable(),
  windowOpen: z.boolean(),
});
export type TLabAppealsOutput = z.infer<typeof ZLabAppealsOutput>;
