// /api/student-attendance/: each student's nine session flags (values coerced to booleans).
import { attendanceCreateSchema, attendanceUpdateSchema } from 'shared-domain/schemas';
import {
  ATTENDANCE_SELECT,
  attendanceColumns,
  attendanceSchema,
  toAttendance,
} from '../../db/queries/attendance';
import { studentRecordRoutes } from '../student-records';

export default studentRecordRoutes({
  table: 'attendance',
  tag: 'attendance',
  resource: 'attendance',
  label: 'student attendance',
  itemSchema: attendanceSchema,
  createSchema: attendanceCreateSchema,
  updateSchema: attendanceUpdateSchema,
  select: ATTENDANCE_SELECT,
  toItem: toAttendance,
  columns: attendanceColumns,
});
