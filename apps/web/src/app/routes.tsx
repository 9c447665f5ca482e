import { Redirect, Route, Switch } from 'wouter';
import { ForgotPasswordPage } from '../features/account/forgot-password-page';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { ResetValidationPasswordPage } from '../features/account/reset-validation-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegistrationPage } from '../features/registration/registration-page';
import { useOptionalProfile } from '../features/auth/profile-context';
import { AdminSurveyRoutes, ConfigRoutes } from '../features/config/admin-routes';
import { LabListPage } from '../features/labs/lab-list-page';
import { LabPage } from '../features/labs/lab-page';
import { ContractOrgRoute } from '../features/contracts/contract-page';
import { DocumentsPage } from '../features/contracts/documents-page';
import { ForbiddenPage } from '../features/platform/forbidden-page';
import { LegacyOrdersRedirect, OrderYearRoute, OrdersOrgRoute } from '../features/orders/orders-routes';
import { SurveyRoute } from '../features/surveys/survey-route';
import { ReportRoute } from '../features/reports/report-page';
import { canSeeLabList, DEFAULT_LAB_TAB, isLabTab, labPath, landingPath, parseId } from '../lib/navigation';

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
 * recovery pages (/forgot_password, /reset_password/:token) and the validation-password reset link.
 */
export function AppRoutes() {
  const profile = useOptionalProfile();

  if (!profile) {
    return (
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/forgot_password" component={ForgotPasswordPage} />
        <Route path="/register" component={RegistrationPage} />
        <Route path="/reset_password/:token">{(params) => <ResetPasswordPage token={params.token} />}</Route>
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
    );
  }

  const landing = landingPath(profile);
  return (
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
  );
}
