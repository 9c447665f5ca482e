import type { Executor } from '../schema';

/** The users a lab's notifications go to: its users who are not disabled. */
export async function labUserIds(db: Executor, labIds: readonly number[]): Promise<Map<number, number[]>> {
  const byLab = new Map<number, number[]>();
  if (labIds.length === 0) return byLab;
  const rows = await db.selectFrom('users').select(['id', 'labId']).where('labId', 'in', [...new Set(labIds)]).where('disabled', '=', false).orderBy('id').execute();
  for (const row of rows) {
    if (row.labId === null) continue;
    byLab.set(row.labId, [...(byLab.get(row.labId) ?? []), row.id]);
  }
  return byLab;
}

/** An organisation's staff: its users (role org_admin) who are not disabled. */
export async function staffUserIds(db: Executor, orgId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('orgId', '=', orgId).where('roleId', '=', 'org_admin').where('disabled', '=', false).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** How a survey is named in a notification: the scheme's short name and the round ('GLU 2030/1'). */
export async function surveyLabels(db: Executor, surveyIds: readonly number[]): Promise<Map<number, string>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select(['s.id', 'sc.shortName', 'r.name as roundName'])
    .where('s.id', 'in', [...new Set(surveyIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, [row.shortName.trim(), row.roundName.trim()].filter((part) => part.length > 0).join(' ')]));
}

/** A lab as a notification names it: 'QC 1042 Central Clinical Laboratory'. */
export async function labLabel(db: Executor, labId: number): Promise<string> {
  const lab = await db.selectFrom('labs').select(['shortName', 'name']).where('id', '=', labId).executeTakeFirst();
  return lab ? `${lab.shortName} ${lab.name}` : String(labId);
}

/** The paths the notifications link to. */
export const notificationLinks = {
  survey: (labId: number, surveyId: number) => `/labs/${labId}/surveys/${surveyId}`,
  evaluation: (labId: number, surveyId: number) => `/labs/${labId}/evaluations/${surveyId}`,
  orders: (labId: number, orgId: number, year: number) => `/labs/${labId}/orders/orgs/${orgId}/${year}`,
  contracts: (labId: number, orgId: number) => `/labs/${labId}/contracts/orgs/${orgId}`,
  adminSurvey: (surveyId: number) => `/surveys/${surveyId}`,
  lab: (labId: number) => `/labs/${labId}/profile`,
};
