import { orgAdminProcedure } from '../../trpc';
import { issueCertificatesNow } from '../../services/certificates/issue-certificates';
import { ZIssueCertificatesInput, ZIssueCertificatesOutput } from '../../services/certificates/certificate.types';

export const issueCertificates = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/certificates',
      protect: true,
      tags: ['certificates'],
      summary: "Issue a year's certificates now",
      description:
        "Staff, on demand: issues the year's certificates of the org's labs (or of labIds) from the evaluations published so far. A lab without one gets version 1; a lab whose content changed (e.g. an upheld appeal re-evaluated) gets a new version and the old one is marked replaced; unchanged ones stay. The same happens by itself when the year's last evaluation is published.",
    },
  })
  .input(ZIssueCertificatesInput)
  .output(ZIssueCertificatesOutput)
  .mutation(({ ctx, input }) => issueCertificatesNow(ctx, input));
