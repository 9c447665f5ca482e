import { router } from '../../trpc';
import { issueCertificates } from './issue-certificates';
import { listCertificates } from './list-certificates';
import { getQualityRules, setQualityRules } from './quality-rules';
import { verifyCertificate } from './verify-certificate';

/** Yearly certificates and their public verification (issue 35). */
export const certificatesRouter = router({
  list: listCertificates,
  issue: issueCertificates,
  verify: verifyCertificate,
  qualityRules: getQualityRules,
  setQualityRules,
});
