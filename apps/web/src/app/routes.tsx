import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoginPage } from '../features/auth/login-page';
import { useOptionalProfile } from '../features/auth/profile-context';
import { ForbiddenPage } from '../features/platform/forbidden-page';
import { PageLoader } from '../components/page-loader';
import { canSeeLabList, DEFAULT_LAB_TAB, isLabTab, labPath, landingPath, parseId } from '../lib/navigation';

/*
 * Route-level code splitting (docs/decisions/web.md): the login page and the shell load first; every
 * other area is its own chunk, fetched when its route is first opened (the charts, the data grids and
 * the administration never reach the login page).
 */
const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const ResetValidationPasswordPage = lazy(() => import('../features/account/reset-validation-password-page').then((m) => ({ default: m.ResetValidationPasswordPage })));
const InvitationPage = lazy(() => import('../features/users/invitation-page').then((m) => ({ default: m.InvitationPage })));
const RegistrationPage = lazy(() => import('../features/registration/registration-page').then((m) => ({ default: m.RegistrationPage })));
const AdminSurveyRoutes = lazy(() => import('../features/config/admin-routes').then((m) => ({ default: m.AdminSurveyRoutes })));
const ConfigRoutes = lazy(() => import('../features/config/admin-routes').then((m) => ({ default: m.ConfigRoutes })));
const LabListPage = lazy(() => import('../features/labs/lab-list-page').then((m) => ({ default: m.LabListPage })));
const LabPage = lazy(() => import('../features/labs/lab-page').then((m) => ({ default: m.LabPage })));
const ContractOrgRoute = lazy(() => import('../features/contracts/contract-org-route').then((m) => ({ default: m.ContractOrgRoute })));
const DocumentsPage = lazy(() => import('../features/contracts/documents-page').then((m) => ({ default: m.DocumentsPage })));
const OrdersOrgRoute = lazy(() => import('../features/orders/orders-routes').then((m) => ({ default: m.OrdersOrgRoute })));
const OrderYearRoute = lazy(() => import('../features/orders/orders-routes').then((m) => ({ default: m.OrderYearRoute })));
const LegacyOrdersRedirect = lazy(() => import('../features/orders/orders-routes').then((m) => ({ default: m.LegacyOrdersRedirect })));
const SurveyRoute = lazy(() => import('../features/surveys/survey-route').then((m) => ({ default: m.SurveyRoute })));
const VerifyPage = lazy(() => import('../features/quality/verify-page').then((m) => ({ default: m.VerifyPage })));
const NotificationCentrePage = lazy(() => import('../features/notifications/notification-centre-page').then((m) => ({ default: m.NotificationCentrePage })));
const NotificationPreferencesPage = lazy(() => import('../features/notifications/notification-preferences-page').then((m) => ({ default: m.NotificationPreferencesPage })));
const ReportRoute = lazy(() => import('../features/reports/report-page').then((m) => ({ default: m.ReportRoute })));

/** A lazily loaded area, with the page's loading indicator while its chunk arrives. */
function Area({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** /labs/:labId/:tab with its parameters checked. */
function LabRoute({ labId, tab }: { labId: string | undefined; tab: string }) {
  const id = parseId(labId);
  const profile = useOptionalProfile();
  if (id === null) return <Redirect to={landingPath(profile)} replace />;
  if (!isLabTab(tab)) return <Redirect to={labPath(id)} replace />;
  return <LabPage key={id} labId={id} tab={tab} />;
}

/** /labs/:labId/reset_validation_password/:token (the e-mailed link), for visitors and signed-in users. */
function ValidationResetRoute({ labId, token, signedIn }: { labId: string | undefined; token: string | undefined; signedIn: boolean }) {
  const id = parseId(labId);
  if (id === null || !token) return <Redirect to="/" replace />;
  return <ResetValidationPasswordPage labId={id} token={token} signedIn={signedIn} />;
}

/**
 * The route table (spec 1 §2). Visitors: /login and the two warning pages, everything else goes to
 * /login. Signed in: /labs (org users and core labs), /labs/:labId → its surveys, /labs/:labId/:tab,
 * the warning pages; unknown paths go to the user's landing page. Visitors also have the account
 * recovery pages (/forgot_password, /reset_password/:token), the invitation (/invitation/:token) and the
 * validation-password reset link.
 */
export function AppRoutes() {
  const profile = useOptionalProfile();

  if (!profile) {
    return (
      <Area>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/forgot_password" component={ForgotPasswordPage} />
          <Route path="/register" component={RegistrationPage} />
          <Route path="/verify/:code?">{(params) => <VerifyPage code={params.code} />}</Route>
          <Route path="/reset_password/:token">{(params) => <ResetPasswordPage token={params.token} />}</Route>
          <Route path="/invitation/:token">{(params) => <InvitationPage token={params.token} />}</Route>
          <Route path="/labs/:labId/reset_validation_password/:token">
            {(params) => <ValidationResetRoute labId={params.labId} token={params.token} signedIn={false} />}
          </Route>
          <Route path="/payment_error">
            <ForbiddenPage kind="latePayment" />
          </Route>
          <Route path="/missing_contract">
            <ForbiddenPage kind="missingContract" />
          </Route>
          <Route>
            <Redirect to="/login" replace />
          </Route>
        </Switch>
      </Area>
    );
  }

  const landing = landingPath(profile);
  return (
    <Area>
      <Switch>
        <Route path="/labs">{canSeeLabList(profile) ? <LabListPage /> : <Redirect to={landing} replace />}</Route>
        <Route path="/labs/:labId">
          {(params) => {
            const id = parseId(params.labId);
            return <Redirect to={id === null ? landing : labPath(id, DEFAULT_LAB_TAB)} replace />;
          }}
        </Route>
        <Route path="/labs/:labId/:tab">{(params) => <LabRoute labId={params.labId} tab={params.tab} />}</Route>
        <Route path="/labs/:labId/reset_validation_password/:token">
          {(params) => <ValidationResetRoute labId={params.labId} token={params.token} signedIn />}
        </Route>
        <Route path="/labs/:labId/contracts/orgs/:orgId">{(params) => <ContractOrgRoute labId={params.labId} orgId={params.orgId} />}</Route>
        <Route path="/documents" component={DocumentsPage} />
        <Route path="/verify/:code?">{(params) => <VerifyPage code={params.code} />}</Route>
        <Route path="/notifications" component={NotificationCentrePage} />
        <Route path="/notifications/preferences" component={NotificationPreferencesPage} />
        <Route path="/labs/:labId/orders/orgs/:orgId">{(params) => <OrdersOrgRoute labId={params.labId} orgId={params.orgId} />}</Route>
        <Route path="/labs/:labId/orders/orgs/:orgId/:year">{(params) => <OrderYearRoute labId={params.labId} orgId={params.orgId} year={params.year} />}</Route>
        {/* legacy orders paths (spec 1 §2) */}
        <Route path="/labs/:labId/orders/:year">{(params) => <LegacyOrdersRedirect labId={params.labId} year={params.year} />}</Route>
        <Route path="/labs/:labId/orgs/:orgId/orders/:year?">{(params) => <LegacyOrdersRedirect labId={params.labId} orgId={params.orgId} year={params.year} />}</Route>
        <Route path="/orders/orgs/:orgId/:year?">{(params) => <LegacyOrdersRedirect orgId={params.orgId} year={params.year} />}</Route>
        <Route path="/orders/:year?">{(params) => <LegacyOrdersRedirect year={params.year} />}</Route>
        <Route path="/labs/:labId/surveys/:surveyId">{(params) => <SurveyRoute labId={params.labId} surveyId={params.surveyId} mode="form" />}</Route>
        <Route path="/labs/:labId/evaluations/:surveyId">{(params) => <SurveyRoute labId={params.labId} surveyId={params.surveyId} mode="evaluation" />}</Route>
        <Route path="/labs/:labId/evaluations/:surveyId/parameters/:parameterId/evaluation/:term?">
          {(params) => <ReportRoute kind="evaluation" labId={params.labId} surveyId={params.surveyId} parameterId={params.parameterId} term={params.term} />}
        </Route>
        <Route path="/labs/:labId/evaluations/:surveyId/parameters/:parameterId/pre_evaluation">
          {(params) => <ReportRoute kind="pre_evaluation" labId={params.labId} surveyId={params.surveyId} parameterId={params.parameterId} />}
        </Route>
        <Route path="/surveys/*?">{profile.orgUser ? <AdminSurveyRoutes /> : <Redirect to={landing} replace />}</Route>
        <Route path="/config/*?">{profile.orgUser ? <ConfigRoutes /> : <Redirect to={landing} replace />}</Route>
        <Route path="/payment_error">
          <ForbiddenPage kind="latePayment" />
        </Route>
        <Route path="/missing_contract">
          <ForbiddenPage kind="missingContract" />
        </Route>
        <Route>
          <Redirect to={landing} replace />
        </Route>
      </Switch>
    </Area>
  );
}
