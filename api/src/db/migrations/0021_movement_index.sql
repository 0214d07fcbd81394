-- The Movement report (docs/api.md#reports) counts the students who left in a period: the audit
-- trail's changes of a student's status to inactive, a small part of the trail, indexed by date.
CREATE INDEX audit_log_student_left_idx ON audit_log (at) INCLUDE (student_id)
  WHERE resource = 'student' AND changes -> 'status' ->> 'after' = 'inactive';
