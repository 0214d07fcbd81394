// The screen of the route `groupEvaluation` in src/routes.json, which gives its path, roles and
// title (the host and the standalone page apply them); only managers may change the sheet.
import { useParams } from 'react-router-dom';
import { EvaluationPage } from '../features/evaluation/components/EvaluationPage';
import { routeGroupId } from '../features/group-data';

export default function GroupEvaluation() {
  const { groupId } = useParams();
  return <EvaluationPage groupId={routeGroupId(groupId)} />;
}
