import { Redirect } from 'wouter';
import { landingPath, parseId } from '../../lib/navigation';
import { useProfile } from '../auth/profile-context';
import { LabPage } from '../labs/lab-page';
import { SurveyPage, type SurveyPageMode } from './survey-page';

/**
 * /labs/:labId/surveys/:surveyId (form mode) and /labs/:labId/evaluations/:surveyId (evaluation
 * mode, read-only): the survey page inside the lab page, under the Surveys or Evaluations tab.
 */
export function SurveyRoute({ labId, surveyId, mode }: { labId: string | undefined; surveyId: string | undefined; mode: SurveyPageMode }) {
  const profile = useProfile();
  const lab = parseId(labId);
  const survey = parseId(surveyId);
  if (lab === null) return <Redirect to={landingPath(profile)} replace />;
  if (survey === null) return <Redirect to={`/labs/${lab}/${mode === 'form' ? 'surveys' : 'evaluations'}`} replace />;
  return (
    <LabPage key={lab} labId={lab} tab={mode === 'form' ? 'surveys' : 'evaluations'}>
      <SurveyPage labId={lab} surveyId={survey} mode={mode} />
    </LabPage>
  );
}
