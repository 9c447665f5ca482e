import { verificationPath } from '@eqa/core';
import type { CertificateContent, CertificateState } from '@eqa/db';
import type { TCertificate } from './certificate.types';

/** The wire path of a certificate's PDF (under the portal's origin). */
export function certificateDownloadPath(labId: number, certificateId: number): string {
  return `/api/v1/labs/${labId}/certificates/${certificateId}/content`;
}

export interface CertificateRow {
  id: number;
  orgId: number;
  labId: number;
  year: number;
  version: number;
  state: CertificateState;
  verificationCode: string;
  content: CertificateContent;
  issuedAt: Date;
}

export const CERTIFICATE_COLUMNS = ['id', 'orgId', 'labId', 'year', 'version', 'state', 'verificationCode', 'content', 'issuedAt'] as const;

export function certificateOf(row: CertificateRow): TCertificate {
  return {
    id: row.id,
    year: row.year,
    labId: row.labId,
    orgId: row.orgId,
    orgName: row.content.org.name,
    version: row.version,
    issuedAt: row.issuedAt.toISOString(),
    state: row.state,
    verificationCode: row.verificationCode,
    downloadPath: certificateDownloadPath(row.labId, row.id),
    verificationPath: verificationPath(row.verificationCode),
    schemes: row.content.schemes,
  };
}
