import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcClient } from '../testing/test-server';
import { expect422, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Profile {
  labId: number;
  active: boolean;
  orderingDisabled: boolean;
  proformaInvoiceDisabled: boolean;
  significantDiffWarningDisabled: boolean;
  lab: { name: string; city: string; address: string; zipCode: string; country: { id: string }; satelliteConnection: string | null };
  coreLab: boolean;
  canManageSatellites: boolean;
}
interface Satellites {
  items: Array<{ id: number; shortName: string; name: string; address: string }>;
  total: number;
}

let kit: ConfigKit;
let extra: Array<{ id: number; shortName: string }>;
beforeAll(async () => {
  kit = await startConfigKit();
  extra = [];
  for (const qc of ['205', '31', '1200']) {
    const lab = await kit.server.db
      .insertInto('labs')
      .values({ shortName: qc, name: `Lab ${qc}`, city: 'Pécs', address: `${qc} Side Street`, zipCode: '7600', countryId: 'HU', satelliteConnection: null, parentLabId: null, validationPasswordHash: null })
      .returning(['id', 'shortName'])
      .executeTakeFirstOrThrow();
    await kit.server.db.insertInto('orgLabs').values({ orgId: kit.fx.org.id, labId: lab.id }).execute();
    extra.push(lab);
  }
});
afterAll(async () => {
  await kit?.server.close();
});

const path = (labId: number, orgId: number, rest = '') => `/labs/${labId}/profile/orgs/${orgId}${rest}`;

describe('lab profile (spec 3 §7 Lab profile)', () => {
  it('reads and saves the four flags with the read-only lab details', async () => {
    const { core, plain, foreign } = kit.fx.labs;
    const profile = ok(await kit.call<Profile>('GET', path(core.id, kit.fx.org.id)));
    expect(profile).toMatchObject({
      labId: core.id,
      active: true,
      orderingDisabled: false,
      proformaInvoiceDisabled: false,
      significantDiffWarningDisabled: false,
      lab: { name: core.name, city: 'Szeged', zipCode: '6720', country: { id: 'HU' }, satelliteConnection: 'parent_lab' },
      coreLab: true,
      canManageSatellites: true,
    });
    const saved = ok(await kit.call<Profile>('PATCH', path(plain.id, kit.fx.org.id), { orderingDisabled: true, significantDiffWarningDisabled: true }));
    expect(saved).toMatchObject({ active: true, orderingDisabled: true, proformaInvoiceDisabled: false, significantDiffWarningDisabled: true });
    const again = ok(await kit.call<Profile>('PATCH', path(plain.id, kit.fx.org.id), { active: false, proformaInvoiceDisabled: true }));
    expect(again).toMatchObject({ active: false, orderingDisabled: true, proformaInvoiceDisabled: true });
    expect422(await kit.call('PATCH', path(plain.id, kit.fx.org.id), { active: 'maybe' }), 'active');
    expect((await kit.call('PATCH', path(foreign.id, kit.fx.org.id), { active: false })).status).toBe(404);
    expect((await kit.call('GET', path(foreign.id, kit.fx.org.id))).status).toBe(404);
    expect((await kit.call('GET', path(core.id, kit.fx.otherOrg.id))).status).toBe(403);
  });

  it('lists satellites by numeric QC code; a parent lab adds and removes them, a child lab may not', async () => {
    const { core, satellite, plain, small } = kit.fx.labs;
    const initial = await kit.call<Satellites>('GET', path(core.id, kit.fx.org.id, '/satellites'));
    expect(initial.body).toMatchObject({ total: 1, items: [{ id: satellite.id, shortName: '1043' }] });
    expect(initial.headers.get('x-total-count')).toBe('1');

    const candidates = ok(await kit.call<Satellites>('GET', path(core.id, kit.fx.org.id, '/all_satellites')));
    expect(candidates.items.map((l) => l.shortName)).toEqual(['31', '99', '205', '1107', '1200']);
    const searched = ok(await kit.call<Satellites>('GET', path(core.id, kit.fx.org.id, '/all_satellites?query=petz')));
    expect(searched.items.map((l) => l.id)).toEqual([small.id]);
    expect(ok(await kit.call<Satellites>('GET', path(core.id, kit.fx.org.id, '/all_satellites?limit=2&offset=1'))).items.map((l) => l.shortName)).toEqual(['99', '205']);

    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [] }), 'satelliteIds');
    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), {}), 'satelliteIds');
    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [satellite.id] }), 'satelliteIds');
    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [core.id] }), 'satelliteIds');
    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [kit.fx.labs.foreign.id] }), 'satelliteIds', 'config.refusals.unknownLab');
    const added = ok(await kit.call<Satellites>('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [extra[2]!.id, extra[1]!.id] }));
    expect(added.items.map((l) => l.shortName)).toEqual(['31', '1043', '1200']);
    expect(ok(await kit.call<Satellites>('GET', path(core.id, kit.fx.org.id, '/all_satellites'))).items.map((l) => l.shortName)).toEqual(['99', '205', '1107']);

    // a child lab may neither add nor remove satellites
    const child = ok(await kit.call<Profile>('GET', path(satellite.id, kit.fx.org.id)));
    expect(child).toMatchObject({ canManageSatellites: false, lab: { satelliteConnection: 'child_lab' } });
    expect422(await kit.call('PATCH', path(satellite.id, kit.fx.org.id, '/satellites'), { satelliteIds: [plain.id] }), 'labId', 'config.labProfile.satellites.childLab');
    expect422(await kit.call('DELETE', path(satellite.id, kit.fx.org.id, `/satellites/${plain.id}`)), 'labId', 'config.refusals.noSatellitesToRemove');

    const removed = ok(await kit.call<Satellites>('DELETE', path(core.id, kit.fx.org.id, `/satellites/${extra[2]!.id}`)));
    expect(removed.items.map((l) => l.shortName)).toEqual(['31', '1043']);
    expect((await kit.call('DELETE', path(core.id, kit.fx.org.id, `/satellites/${extra[2]!.id}`))).status).toBe(404);
    const freed = await kit.server.db.selectFrom('labs').select(['parentLabId', 'satelliteConnection']).where('id', '=', extra[2]!.id).executeTakeFirstOrThrow();
    expect(freed).toEqual({ parentLabId: null, satelliteConnection: null });

    // a lab without a connection becomes a parent lab with its first satellite
    const first = ok(await kit.call<Satellites>('PATCH', path(plain.id, kit.fx.org.id, '/satellites'), { satelliteIds: [extra[2]!.id] }));
    expect(first.items.map((l) => l.id)).toEqual([extra[2]!.id]);
    expect(ok(await kit.call<Profile>('GET', path(plain.id, kit.fx.org.id))).coreLab).toBe(true);
    // the same over tRPC
    const client = trpcClient(kit.server, { token: kit.admin });
    expect((await client.config.labProfile.satellites.query({ labId: plain.id, orgId: kit.fx.org.id })).items.map((l) => l.id)).toEqual([extra[2]!.id]);
    await expect(
      trpcClient(kit.server, { token: kit.labUser }).config.labProfile.get.query({ labId: plain.id, orgId: kit.fx.org.id }),
    ).rejects.toMatchObject({ data: { httpStatus: 403 } });
    // a core lab with satellites cannot become a satellite itself
    expect422(await kit.call('PATCH', path(core.id, kit.fx.org.id, '/satellites'), { satelliteIds: [plain.id] }), 'satelliteIds');
  });
});
