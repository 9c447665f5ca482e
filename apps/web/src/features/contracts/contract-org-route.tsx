import { Redirect } from 'wouter';
import { labPath, landingPath, parseId } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useProfile } from '../auth/profile-context';
import { LabPage } from '../labs/lab-page';
import { ContractPage } from './contract-page';

/** /labs/:labId/contracts/orgs/:orgId */
export function ContractOrgRoute({ labId, orgId }: { labId: string | undefined; orgId: string | undefined }) {
  const profile = useProfile();
  const lab = parseId(labId);
  const org = parseId(orgId);
  if (lab === null) return <Redirect to={landingPath(profile)} replace />;
  if (org === null) return <Redirect to={labPath(lab, 'contracts')} replace />;
  return (
    <LabPage key={lab} labId={lab} tab="contracts">
      <ContractOrgBody labId={lab} orgId={org} />
    </LabPage>
  );
}

function ContractOrgBody({ labId, orgId }: { labId: number; orgId: number }) {
  const lab = trpc.labs.get.useQuery({ labId }, { meta: { errorAction: 'lab' } });
  const name = lab.data?.orgs.find((o) => o.id === orgId)?.name ?? '';
  return <ContractPage labId={labId} orgId={orgId} orgName={name} />;
}
