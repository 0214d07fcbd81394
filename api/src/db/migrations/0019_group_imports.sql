-- Imports of groups with their students' enrolment (docs/api.md#imports): a third kind of import.
-- A groups row keeps the group it names in target_id and what it writes in "values", as the
-- people rows do.
ALTER TABLE imports DROP CONSTRAINT imports_kind_check;
ALTER TABLE imports ADD CONSTRAINT imports_kind_check
  CHECK (kind IN ('students', 'staff', 'groups'));
