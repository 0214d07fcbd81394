-- The Overview's figures, kept by the database in the same transaction as every write, so that
-- GET /api/overview/ reads a few dozen rows whatever the size of the centre instead of scanning
-- evaluations, attendance and groups on every request. Statement-level triggers with transition
-- tables, as for student_status_counts (0003): a bulk load is one update per counter.
--
-- overview_counts names:
--   evaluations, score_sum, score_0..score_3 (<60, 60-69, 70-84, >=85), pass_fail:pass|fail|pending
--   attendance, attendance_percent_sum (the sum of each record's rounded percent of 9 sessions)
--   completion_0..completion_2 (a group's rounded percent of its nine sessions: <=33, <=66, more)
--   level:<n> (groups at level n), active_groups (groups with at least one student)
CREATE TABLE overview_counts (
  name varchar(32) PRIMARY KEY,
  value bigint NOT NULL
);

-- Students per group, for active_groups: a group counts once its first student joins. No foreign
-- key: a deleted group's students leave it (ON DELETE SET NULL) after the group row is gone.
CREATE TABLE group_students (
  group_id integer PRIMARY KEY,
  students integer NOT NULL
);

-- The counters one row adds to, per table. Typed functions over the row: a generic one reading
-- each row as jsonb made a bulk load of 20,000 students three times slower (measured with the seed
-- command).
CREATE FUNCTION evaluations_counts(r evaluations)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('evaluations'::varchar, 1::bigint),
    ('score_sum', r.total_score::bigint),
    (CASE WHEN r.total_score < 60 THEN 'score_0' WHEN r.total_score < 70 THEN 'score_1'
      WHEN r.total_score < 85 THEN 'score_2' ELSE 'score_3' END, 1),
    ('pass_fail:' || r.pass_fail, 1)
$$;

CREATE FUNCTION attendance_counts(r attendance)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('attendance'::varchar, 1::bigint),
    ('attendance_percent_sum', round(r.total_attendance * 100.0 / 9)::bigint)
$$;

CREATE FUNCTION groups_counts(r groups)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN round(d.done * 100.0 / 9) <= 33 THEN 'completion_0'
      WHEN round(d.done * 100.0 / 9) <= 66 THEN 'completion_1' ELSE 'completion_2' END::varchar,
    1::bigint
  FROM (SELECT r.session_one::int + r.session_two::int + r.session_three::int
    + r.session_four::int + r.session_five::int + r.session_six::int + r.session_seven::int
    + r.session_eight::int + r.session_nine::int AS done) d
  UNION ALL
  SELECT 'level:' || r.current_level, 1
$$;

-- Adds each change (name, amount) to its counter.
CREATE FUNCTION add_overview_counts(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO overview_counts AS c (name, value)
  SELECT key, value::bigint FROM jsonb_each_text(changes) WHERE value::bigint <> 0
  ON CONFLICT (name) DO UPDATE SET value = c.value + EXCLUDED.value
$$;

-- One trigger function for evaluations, attendance and groups (<table>_counts says what a row
-- counts): what the statement's new rows add, less what its old rows took away.
CREATE FUNCTION count_overview() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
  added text := format('SELECT c.name, c.amount FROM new_rows r, LATERAL %I(r) c',
    TG_TABLE_NAME || '_counts');
  removed text := format('SELECT c.name, -c.amount AS amount FROM old_rows r, LATERAL %I(r) c',
    TG_TABLE_NAME || '_counts');
BEGIN
  EXECUTE format(
    'SELECT jsonb_object_agg(k.name, k.n) FROM (
       SELECT name, sum(amount) AS n FROM (%s) d GROUP BY name) k',
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
      ELSE added || ' UNION ALL ' || removed END) INTO changes;
  IF changes IS NOT NULL THEN PERFORM add_overview_counts(changes); END IF;
  RETURN NULL;
END;
$$;

-- Students joining and leaving groups. The upsert locks each group's row, so two transactions
-- moving students of one group count its first and last student exactly once.
CREATE FUNCTION count_group_students(joined jsonb, left_ jsonb) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (
    SELECT group_id, sum(n)::int AS n FROM (
      SELECT key::int AS group_id, value::int AS n FROM jsonb_each_text(joined)
      UNION ALL
      SELECT key::int, -value::int FROM jsonb_each_text(left_)) d
    GROUP BY group_id HAVING sum(n) <> 0),
  changed AS (
    INSERT INTO group_students AS gs (group_id, students)
    SELECT group_id, n FROM delta
    ON CONFLICT (group_id) DO UPDATE SET students = gs.students + EXCLUDED.students
    RETURNING gs.group_id, gs.students AS now)
  SELECT add_overview_counts(jsonb_build_object('active_groups',
    (SELECT count(*) FILTER (WHERE c.now > 0 AND c.now = d.n)
       - count(*) FILTER (WHERE c.now = 0 AND d.n < 0)
     FROM changed c JOIN delta d USING (group_id))))
$$;

CREATE FUNCTION count_enrolments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE joined jsonb := '{}'; left_ jsonb := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_object_agg(group_id, n), '{}') INTO joined FROM (
      SELECT group_id, count(*) AS n FROM new_rows WHERE group_id IS NOT NULL GROUP BY group_id) j;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(jsonb_object_agg(group_id, n), '{}') INTO left_ FROM (
      SELECT group_id, count(*) AS n FROM old_rows WHERE group_id IS NOT NULL GROUP BY group_id) l;
  END IF;
  IF joined <> '{}' OR left_ <> '{}' THEN PERFORM count_group_students(joined, left_); END IF;
  RETURN NULL;
END;
$$;

-- TRUNCATE (the seed command empties the centre) starts the counters of that table over.
CREATE FUNCTION reset_overview_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'evaluations' THEN
    DELETE FROM overview_counts
    WHERE name IN ('evaluations', 'score_sum') OR name LIKE 'score\_%' OR name LIKE 'pass_fail:%';
  ELSIF TG_TABLE_NAME = 'attendance' THEN
    DELETE FROM overview_counts WHERE name IN ('attendance', 'attendance_percent_sum');
  ELSIF TG_TABLE_NAME = 'groups' THEN
    DELETE FROM overview_counts WHERE name LIKE 'completion\_%' OR name LIKE 'level:%';
  ELSIF TG_TABLE_NAME = 'student_profiles' THEN
    DELETE FROM group_students;
    DELETE FROM overview_counts WHERE name = 'active_groups';
  END IF;
  RETURN NULL;
END;
$$;

-- Plain INSERT, DELETE and UPDATE statement triggers, with their transition tables, on each table.
DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['evaluations', 'attendance', 'groups'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_count_insert AFTER INSERT ON %1$s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_overview()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_count_delete AFTER DELETE ON %1$s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_overview()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_count_update AFTER UPDATE ON %1$s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_overview()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_count_truncate AFTER TRUNCATE ON %1$s FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts()', tbl);
  END LOOP;
END;
$$;

CREATE TRIGGER student_profiles_enrolment_insert AFTER INSERT ON student_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_enrolments();
CREATE TRIGGER student_profiles_enrolment_delete AFTER DELETE ON student_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_enrolments();
CREATE TRIGGER student_profiles_enrolment_update AFTER UPDATE ON student_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_enrolments();
CREATE TRIGGER student_profiles_enrolment_truncate AFTER TRUNCATE ON student_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts();

-- The counters of the data already there.
SELECT add_overview_counts(coalesce((SELECT jsonb_object_agg(k.name, k.n) FROM (
  SELECT c.name, sum(c.amount) AS n FROM (
    SELECT e.name, e.amount FROM evaluations r, LATERAL evaluations_counts(r) e
    UNION ALL SELECT a.name, a.amount FROM attendance r, LATERAL attendance_counts(r) a
    UNION ALL SELECT g.name, g.amount FROM groups r, LATERAL groups_counts(r) g) c
  GROUP BY c.name) k), '{}'));
SELECT count_group_students(coalesce((SELECT jsonb_object_agg(group_id, n) FROM (
  SELECT group_id, count(*) AS n FROM student_profiles WHERE group_id IS NOT NULL
  GROUP BY group_id) j), '{}'), '{}');
