import { Redirect, Route, Switch } from 'wouter';
import { configPaths, parseDetailId, parseYear } from './config-paths';
import { ProductYearPage } from './products/product-year-page';
import { ProductsPage } from './products/products-page';
import { RoundsPage } from './rounds/rounds-page';
import { SurveyPage } from './surveys/survey-page';
import { DimensionsPage } from './dimensions/dimensions-page';
import { ParametersPage } from './parameters/parameters-page';
import { SchemeVersionsPage } from './scheme-versions/scheme-versions-page';
import { UnitsPage } from './units/units-page';
import { OrgSettingsPage } from './settings/org-settings-page';
import { CountriesPage } from './countries/countries-page';
import { LegalDocumentsPage } from './legal/legal-documents-page';
import { OrgUsersPage } from '../users/org-users-page';
import { QualityAdminPage } from '../quality/quality-admin-page';

/**
 * The /config/… routes of the administration area (org users only; routes.tsx checks that). A detail
 * segment opens its overlay above the list; unknown paths go to the lab list (spec 3 §2).
 */
export function ConfigRoutes() {
  return (
    <Switch>
      <Route path="/config/parameters/:paramId?">{(params) => <ParametersPage paramSegment={params.paramId} />}</Route>
      <Route path="/config/dimensions/:dimensionId?">{(params) => <DimensionsPage dimensionSegment={params.dimensionId} />}</Route>
      <Route path="/config/scheme-versions/:versionId?">{(params) => <SchemeVersionsPage versionSegment={params.versionId} />}</Route>
      <Route path="/config/schemes/:schemeId">{(params) => <SchemeVersionsPage schemeSegment={params.schemeId} />}</Route>
      <Route path="/config/products">
        <ProductsPage />
      </Route>
      <Route path="/config/products/:year/:productId?">{(params) => <ProductYearRoute yearSegment={params.year} productSegment={params.productId} />}</Route>
      <Route path="/config/settings">
        <OrgSettingsPage />
      </Route>
      <Route path="/config/billing">
        <Redirect to="/config/settings" replace />
      </Route>
      <Route path="/config/countries">
        <CountriesPage />
      </Route>
      <Route path="/config/legal">
        <LegalDocumentsPage />
      </Route>
      <Route path="/config/users">
        <OrgUsersPage />
      </Route>
      <Route path="/config/quality">
        <QualityAdminPage />
      </Route>
      <Route path="/config/units/:unitId?">{(params) => <UnitsPage unitSegment={params.unitId} />}</Route>
      <Route>
        <Redirect to={configPaths.labs} replace />
      </Route>
    </Switch>
  );
}

/** The /surveys… routes of the administration area: rounds with their surveys, a survey, a sample. */
export function AdminSurveyRoutes() {
  return (
    <Switch>
      <Route path="/surveys">
        <RoundsPage />
      </Route>
      <Route path="/surveys/:surveyId/samples/:sampleId">{(params) => <SurveyRoute surveySegment={params.surveyId} sampleSegment={params.sampleId} />}</Route>
      <Route path="/surveys/:surveyId">{(params) => <SurveyRoute surveySegment={params.surveyId} sampleSegment={undefined} />}</Route>
      <Route>
        <Redirect to={configPaths.labs} replace />
      </Route>
    </Switch>
  );
}

function SurveyRoute({ surveySegment, sampleSegment }: { surveySegment: string | undefined; sampleSegment: string | undefined }) {
  const id = parseDetailId(surveySegment);
  if (typeof id !== 'number') return <Redirect to={configPaths.surveys} replace />;
  return <SurveyPage key={id} surveyId={id} sampleSegment={sampleSegment} />;
}

function ProductYearRoute({ yearSegment, productSegment }: { yearSegment: string | undefined; productSegment: string | undefined }) {
  const year = parseYear(yearSegment);
  if (year === null) return <Redirect to={configPaths.products} replace />;
  return <ProductYearPage key={year} year={year} productSegment={productSegment} />;
}
