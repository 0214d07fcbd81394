// /api/student-evaluations/: each student's scores and pass_fail (caps of spec section 9).
import { evaluationCreateSchema, evaluationUpdateSchema } from 'shared-domain/schemas';
import {
  EVALUATION_SELECT,
  evaluationColumns,
  evaluationSchema,
  toEvaluation,
} from '../../db/queries/evaluations';
import { studentRecordRoutes } from '../student-records';

export default studentRecordRoutes({
  table: 'evaluations',
  tag: 'evaluations',
  resource: 'evaluation',
  label: 'student evaluation',
  itemSchema: evaluationSchema,
  createSchema: evaluationCreateSchema,
  updateSchema: evaluationUpdateSchema,
  select: EVALUATION_SELECT,
  toItem: toEvaluation,
  columns: evaluationColumns,
});
