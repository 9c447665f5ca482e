import type { Kysely } from 'kysely';
import type { LabAccessTarget } from '@eqa/core';
import type { DB } from '@eqa/db';
import { perDatabase } from '../write-cache';
import { loadLabAccessTarget } from './assert-lab-access';

const labs = perDatabase<LabAccessTarget | null>();

/** A lab's access facts (parent lab, orgs; null: no such lab) of the last few seconds (write-cache): what a result write decides access on. */
export function cachedLabAccessTarget(db: Kysely<DB>, labId: number): Promise<LabAccessTarget | null> {
  return labs(db).get(String(labId), () => loadLabAccessTarget(db, labId));
}
