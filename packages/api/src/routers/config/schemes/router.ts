import { router } from '../../../trpc';
import { createAccreditation } from './create-accreditation';
import { createScheme } from './create-scheme';
import { deleteAccreditation } from './delete-accreditation';
import { deleteScheme } from './delete-scheme';
import { getScheme } from './get-scheme';
import { listAccreditations } from './list-accreditations';
import { listSchemes } from './list-schemes';
import { updateAccreditation } from './update-accreditation';
import { updateScheme } from './update-scheme';

/** Schemes and accreditations (spec 3 §7 "Schemes"). */
export const schemesRouter = router({
  list: listSchemes,
  create: createScheme,
  get: getScheme,
  update: updateScheme,
  delete: deleteScheme,
  accreditations: listAccreditations,
  createAccreditation,
  updateAccreditation,
  deleteAccreditation,
});
