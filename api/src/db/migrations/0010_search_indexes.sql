-- Indexes for the searches (issue 9, search's database cost).
--
-- The students search's exact-name lookups in id order.
--
-- A name equal to the term is looked up in each of the name, first-name and last-name b-trees of
-- 0008, and the search keeps the lowest ids first. With user_id only INCLUDEd, the entries of one
-- name come in the order of their heap rows: every exact match had to be read and sorted (a common
-- last name: thousands of entries, tens of thousands at a million students), or the planner walked
-- the primary key testing each student's names. With user_id as the second key, the entries of
-- one name are in id order: the three lookups are merged in order and stop at the cap. The prefix
-- lookups read the same indexes in name order, as before.
DROP INDEX student_search_name_idx;
DROP INDEX student_search_first_name_idx;
DROP INDEX student_search_last_name_idx;
CREATE INDEX student_search_name_idx ON student_search (name text_pattern_ops, user_id)
  INCLUDE (status);
CREATE INDEX student_search_first_name_idx ON student_search (first_name text_pattern_ops, user_id)
  INCLUDE (status);
CREATE INDEX student_search_last_name_idx ON student_search (last_name text_pattern_ops, user_id)
  INCLUDE (status);

-- The groups and calls searches match a group's hours, a call's time and its months among their
-- few distinct values (read one b-tree descent each), then look the rows up by value: these are
-- the b-trees for both.
CREATE INDEX groups_hours_idx ON groups (hours);
CREATE INDEX calls_time_idx ON calls ("time");
CREATE INDEX calls_months_idx ON calls (months);
