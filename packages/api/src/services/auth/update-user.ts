import type { Kysely } from 'kysely';
import type { Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TProfileUser } from './get-profile.types';
import type { TUpdateUserInput } from './update-user.types';
import { getProfile } from './get-profile';

/** PATCH /auth/profile/user: full name and e-mail (validated by the input schema). */
export async function updateUser(db: Kysely<DB>, wallClock: Clock, userId: number, input: TUpdateUserInput): Promise<TProfileUser> {
  await db
    .updateTable('users')
    .set({ fullName: input.fullName, email: input.email, updatedAt: wallClock.now() })
    .where('id', '=', userId)
    .execute();
  return (await getProfile(db, userId)).user;
}
