import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './trpc';
import { authRouter } from './routers/auth/router';
import { labsRouter } from './routers/labs/router';
import { orgsRouter } from './routers/orgs/router';
import { platformRouter } from './routers/platform/router';
import { supportRouter } from './routers/support/router';
import { surveysRouter } from './routers/surveys/router';
import { resultsRouter } from './routers/results/router';
import { historyRouter } from './routers/history/router';
import { configRouter } from './routers/config/router';
import { evaluationsRouter } from './routers/evaluations/router';
import { reportsRouter } from './routers/reports/router';
import { contractsRouter } from './routers/contracts/router';
import { altchaRouter } from './routers/altcha/router';
import { registrationRouter } from './routers/registration/router';
import { checkoutRouter } from './routers/checkout/router';
import { invoicesRouter } from './routers/invoices/router';
import { ordersRouter } from './routers/orders/router';
import { usersRouter } from './routers/users/router';
import { legalRouter } from './routers/legal/router';
import { countriesRouter } from './routers/countries/router';
import { lisRouter } from './routers/lis/router';
import { certificatesRouter } from './routers/certificates/router';
import { appealsRouter } from './routers/appeals/router';
import { correctiveActionsRouter } from './routers/corrective-actions/router';
import { notificationsRouter } from './routers/notifications/router';
import { webhooksRouter } from './routers/webhooks/router';

export const appRouter = router({
  platform: platformRouter,
  auth: authRouter,
  labs: labsRouter,
  orgs: orgsRouter,
  support: supportRouter,
  surveys: surveysRouter,
  results: resultsRouter,
  history: historyRouter,
  config: configRouter,
  evaluations: evaluationsRouter,
  reports: reportsRouter,
  contracts: contractsRouter,
  altcha: altchaRouter,
  registration: registrationRouter,
  checkout: checkoutRouter,
  invoices: invoicesRouter,
  orders: ordersRouter,
  users: usersRouter,
  legal: legalRouter,
  countries: countriesRouter,
  lis: lisRouter,
  certificates: certificatesRouter,
  appeals: appealsRouter,
  correctiveActions: correctiveActionsRouter,
  notifications: notificationsRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
