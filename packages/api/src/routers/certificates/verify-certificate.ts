import { publicProcedure } from '../../trpc';
import { verifyCertificate as verify } from '../../services/certificates/verify-certificate';
import { ZCertificateVerification, ZVerifyCertificateInput } from '../../services/certificates/certificate.types';

export const verifyCertificate = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/certificates/verify/{code}',
      protect: false,
      tags: ['certificates'],
      summary: 'Verify a certificate by its code',
      description:
        'Public (no sign-in): what the certificate with this verification code certifies (lab, year, schemes, issue date) and whether it is current or replaced by a newer version. Case, spaces and hyphens do not matter. An unknown code is 404; rate-limited per client address (429 with Retry-After).',
    },
  })
  .input(ZVerifyCertificateInput)
  .output(ZCertificateVerification)
  .query(({ ctx, input }) => verify(ctx, input));
