import { protectedProcedure } from '../../trpc';
import { listCertificates as list } from '../../services/certificates/list-certificates';
import { ZCertificateList, ZListCertificatesInput } from '../../services/certificates/certificate.types';

export const listCertificates = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/certificates',
      protect: true,
      tags: ['certificates'],
      summary: "List a lab's certificates",
      description:
        "The lab's yearly certificates of participation and performance, newest first, replaced versions included (state `replaced`). Each names its verification code, the PDF's downloadPath and the public verification page. The lab's users, its core lab and its organisations' staff (their own org's certificates); 403 otherwise.",
    },
  })
  .input(ZListCertificatesInput)
  .output(ZCertificateList)
  .query(({ ctx, input }) => list(ctx, input));
