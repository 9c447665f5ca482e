import { orgAdminProcedure, router } from '../../trpc';
import { createLegalVersion, legalTemplate, listOrgLegalDocuments, publishLegalVersion } from '../../services/legal/legal-versions';
import {
  ZCreateLegalVersionInput,
  ZLegalTemplateInput,
  ZLegalTemplateOut,
  ZOrgLegalDocuments,
  ZOrgLegalDocumentsInput,
  ZPublishLegalVersionInput,
} from '../../services/legal/legal-versions.types';

const TAGS = ['config/legal'];

export const list = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/legal_documents',
      protect: true,
      tags: TAGS,
      summary: 'List the legal documents and their versions',
      description:
        'The terms and conditions, privacy notice and conciliation panels with their versions (newest first, texts in en and hu as the edit markup) and what is in force today: a published version, the built-in template (not in production) or nothing (`unavailable`: contract acceptance and registration are refused with 409 legal_documents_unavailable). The organisation’s admins only.',
    },
  })
  .input(ZOrgLegalDocumentsInput)
  .output(ZOrgLegalDocuments)
  .query(({ ctx, input }) => listOrgLegalDocuments(ctx, input));

export const template = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/legal_documents/{name}/template',
      protect: true,
      tags: TAGS,
      summary: 'Get the built-in template of a legal document',
      description: 'The built-in text in en and hu (edit markup: `# Heading`, `- item`, `1. item`, `| table |`, blank lines between blocks) with the organisation’s data. Not reviewed: a starting point for a version. The organisation’s admins only.',
    },
  })
  .input(ZLegalTemplateInput)
  .output(ZLegalTemplateOut)
  .query(({ ctx, input }) => legalTemplate(ctx, input));

export const createVersion = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/legal_documents/{name}/versions',
      protect: true,
      tags: TAGS,
      summary: 'Add a draft version of a legal document',
      description: 'A new draft with the next version number, its effective day (YYYY-MM-DD) and its text in en and hu (both needed: 422 texts.en / texts.hu). Answers the documents. The organisation’s admins only.',
    },
  })
  .input(ZCreateLegalVersionInput)
  .output(ZOrgLegalDocuments)
  .mutation(({ ctx, input }) => createLegalVersion(ctx, input));

export const publish = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/legal_documents/{name}/versions/{versionId}/publish',
      protect: true,
      tags: TAGS,
      summary: 'Publish a version of a legal document',
      description: 'Publishes a draft: in force from its effective day; labs accept it at their next contract acceptance (the contract page says it changed). 404 an unknown version, 409 a published one. The organisation’s admins only.',
    },
  })
  .input(ZPublishLegalVersionInput)
  .output(ZOrgLegalDocuments)
  .mutation(({ ctx, input }) => publishLegalVersion(ctx, input));

export const legalRouter = router({ list, template, createVersion, publish });
