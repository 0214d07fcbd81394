// The route module the host mounts on /groups/{groupId}/evaluation: the four staff roles may open
// it (spec section 2); only managers may change it (section 6, mirrored on the sheet).
import { useParams } from 'react-router-dom';
import { STAFF_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { EvaluationPage } from '../features/evaluation/components/EvaluationPage';
import { EVALUATION_TEXT } from '../features/evaluation/messages';
import { routeGroupId } from '../features/group-data';

export default function GroupEvaluation() {
  usePageTitle(EVALUATION_TEXT.pageName);
  const { groupId } = useParams();
  return (
    <Guarded roles={STAFF_ROLES}>
      <EvaluationPage groupId={routeGroupId(groupId)} />
    </Guarded>
  );
}
