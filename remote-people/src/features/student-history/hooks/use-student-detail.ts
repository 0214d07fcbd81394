// The history panel's student: loading, failure (Try again) or the profile with its levels.
import { useQuery } from '@tanstack/react-query';
import { studentDetailQuery } from '../api/get-student-detail';

export function useStudentDetail(studentId: number) {
  return useQuery(studentDetailQuery(studentId));
}
