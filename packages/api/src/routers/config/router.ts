import { router } from '../../trpc';
import { dimensionsRouter } from './dimensions/router';
import { labProfileRouter } from './lab-profile/router';
import { parametersRouter } from './parameters/router';
import { productsRouter } from './products/router';
import { roundsRouter } from './rounds/router';
import { samplesRouter } from './samples/router';
import { schemeVersionsRouter } from './scheme-versions/router';
import { schemesRouter } from './schemes/router';
import { getSetupPath } from './setup/get-setup-path';
import { surveysConfigRouter } from './surveys/router';
import { unitsRouter } from './units/router';

/**
 * The administration area (spec 3), org_admin only. Sub-routers per area; within each, routes with a
 * fixed segment come before the ones with a path parameter at the same place, because the REST
 * adapter takes the first matching route (GET /params/param_groups before GET /params/{id}).
 */
export const configRouter = router({
  parameters: parametersRouter,
  dimensions: dimensionsRouter,
  units: unitsRouter,
  schemes: schemesRouter,
  schemeVersions: schemeVersionsRouter,
  rounds: roundsRouter,
  products: productsRouter,
  surveys: surveysConfigRouter,
  samples: samplesRouter,
  labProfile: labProfileRouter,
  setupPath: getSetupPath,
});
