import { useLocation } from 'wouter';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import type { Survey } from '../surveys/survey-general';
import { NewSampleDialog } from './new-sample-dialog';
import { SampleOverlay } from './sample-overlay';

/** `/surveys/:surveyId/samples/:sampleId` above the survey page: `new` asks for a name, an id opens the sample. */
export function SampleRoute({ survey, readOnly, sampleSegment }: { survey: Survey; readOnly: boolean; sampleSegment: string }) {
  const [, navigate] = useLocation();
  const detail = parseDetailId(sampleSegment);
  if (detail === NEW_ID) return readOnly ? null : <NewSampleDialog surveyId={survey.id} onClose={() => navigate(configPaths.survey(survey.id))} />;
  if (typeof detail === 'number') return <SampleOverlay key={detail} surveyId={survey.id} sampleId={detail} readOnly={readOnly} />;
  return null;
}
