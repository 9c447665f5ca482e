import type { Kysely } from 'kysely';
import { AppError, canManageSatellites } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TLabProfile, TSatelliteList } from './lab-profile.types';
import { byNumericShortName } from '../../auth/get-profile';

/** The profile of a lab at the org; 404 when the lab is not one of the org's. */
export async function loadLabProfile(db: Kysely<DB>, labId: number, orgId: number): Promise<TLabProfile> {
  const row = await db
    .selectFrom('orgLabs as ol')
    .innerJoin('labs as l', 'l.id', 'ol.labId')
    .innerJoin('countries as c', 'c.id', 'l.countryId')
    .select([
      'ol.active',
      'ol.orderingDisabled',
      'ol.proformaInvoiceDisabled',
      'ol.significantDiffWarningDisabled',
      'l.id',
      'l.name',
      'l.shortName',
      'l.city',
      'l.address',
      'l.zipCode',
      'l.satelliteConnection',
      'l.parentLabId',
      'c.id as countryId',
      'c.name as countryName',
    ])
    .where('ol.labId', '=', labId)
    .where('ol.orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Lab');
  return {
    labId,
    orgId,
    active: row.active,
    orderingDisabled: row.orderingDisabled,
    proformaInvoiceDisabled: row.proformaInvoiceDisabled,
    significantDiffWarningDisabled: row.significantDiffWarningDisabled,
    lab: {
      id: row.id,
      name: row.name,
      shortName: row.shortName,
      city: row.city,
      address: row.address,
      zipCode: row.zipCode,
      country: { id: row.countryId, name: row.countryName },
      satelliteConnection: row.satelliteConnection,
      parentLabId: row.parentLabId,
    },
    coreLab: row.satelliteConnection === 'parent_lab',
    canManageSatellites: canManageSatellites(row.satelliteConnection),
  };
}

/** The satellites of a lab, sorted by numeric QC code. */
export async function loadSatellites(db: Kysely<DB>, labId: number): Promise<TSatelliteList> {
  const rows = await db.selectFrom('labs').select(['id', 'shortName', 'name', 'city', 'address', 'zipCode']).where('parentLabId', '=', labId).execute();
  const items = rows.sort(byNumericShortName);
  return { items, total: items.length };
}
