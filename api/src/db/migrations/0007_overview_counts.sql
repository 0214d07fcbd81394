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

CREATE FUNCTION evaluation_counts(total smallint, verdict varchar)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('evaluations'::varchar, 1::bigint),
    ('score_sum', total::bigint),
    (CASE WHEN total < 60 THEN 'score_0' WHEN total < 70 THEN 'score_1'
      WHEN total < 85 THEN 'score_2' ELSE 'score_3' END, 1),
    ('pass_fail:' || verdict, 1)
$$;

CREATE FUNCTION attendance_counts(attended smallint)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('attendance'::varchar, 1::bigint),
    ('attendance_percent_sum', round(attended * 100.0 / 9)::bigint)
$$;

CREATE FUNCTION group_counts(done integer, level smallint)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES (CASE WHEN round(done * 100.0 / 9) <= 33 THEN 'completion_0'
      WHEN round(done * 100.0 / 9) <= 66 THEN 'completion_1' ELSE 'completion_2' END::varchar,
      1::bigint),
    ('level:' || level, 1)
$$;

-- Adds each change (name, amount) to its counter.
CREATE FUNCTION add_overview_counts(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO overview_counts AS c (name, value)
  SELECT key, value::bigint FROM jsonb_each_text(changes) WHERE value::bigint <> 0
  ON CONFLICT (name) DO UPDATE SET value = c.value + EXCLUDED.value
$$;

CREATE FUNCTION count_evaluations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT e.name, sum(e.amount) AS n FROM new_rows r,
        LATERAL evaluation_counts(r.total_score, r.pass_fail) e GROUP BY e.name) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT e.name, -sum(e.amount) AS n FROM old_rows r,
        LATERAL evaluation_counts(r.total_score, r.pass_fail) e GROUP BY e.name) k;
  ELSE
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT name, sum(n) AS n FROM (
        SELECT e.name, e.amount AS n FROM new_rows r,
          LATERAL evaluation_counts(r.total_score, r.pass_fail) e
        UNION ALL
        SELECT e.name, -e.amount FROM old_rows r,
          LATERAL evaluation_counts(r.total_score, r.pass_fail) e) d
      GROUP BY name) k;
  END IF;
  IF changes IS NOT NULL THEN PERFORM add_overview_counts(changes); END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT a.name, sum(a.amount) AS n FROM new_rows r,
        LATERAL attendance_counts(r.total_attendance) a GROUP BY a.name) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT a.name, -sum(a.amount) AS n FROM old_rows r,
        LATERAL attendance_counts(r.total_attendance) a GROUP BY a.name) k;
  ELSE
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT name, sum(n) AS n FROM (
        SELECT a.name, a.amount AS n FROM new_rows r, LATERAL attendance_counts(r.total_attendance) a
        UNION ALL
        SELECT a.name, -a.amount FROM old_rows r, LATERAL attendance_counts(r.total_attendance) a) d
      GROUP BY name) k;
  END IF;
  IF changes IS NOT NULL THEN PERFORM add_overview_counts(changes); END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION group_sessions_done(g groups) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT g.session_one::int + g.session_two::int + g.session_three::int + g.session_four::int
    + g.session_five::int + g.session_six::int + g.session_seven::int + g.session_eight::int
    + g.session_nine::int
$$;

CREATE FUNCTION count_groups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT c.name, sum(c.amount) AS n FROM new_rows r,
        LATERAL group_counts(group_sessions_done(r), r.current_level) c GROUP BY c.name) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT c.name, -sum(c.amount) AS n FROM old_rows r,
        LATERAL group_counts(group_sessions_done(r), r.current_level) c GROUP BY c.name) k;
  ELSE
    SELECT jsonb_object_agg(k.name, k.n) INTO changes FROM (
      SELECT name, sum(n) AS n FROM (
        SELECT c.name, c.amount AS n FROM new_rows r,
          LATERAL group_counts(group_sessions_done(r), r.current_level) c
        UNION ALL
        SELECT c.name, -c.amount FROM old_rows r,
          LATERAL group_counts(group_sessions_done(r), r.current_level) c) d
      GROUP BY name) k;
  END IF;
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

CREATE TRIGGER evaluations_count_insert AFTER INSERT ON evaluations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_evaluations();
CREATE TRIGGER evaluations_count_delete AFTER DELETE ON evaluations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_evaluations();
CREATE TRIGGER evaluations_count_update AFTER UPDATE ON evaluations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_evaluations();
CREATE TRIGGER evaluations_count_truncate AFTER TRUNCATE ON evaluations
  FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts();

CREATE TRIGGER attendance_count_insert AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();
CREATE TRIGGER attendance_count_delete AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();
CREATE TRIGGER attendance_count_update AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_attendance();
CREATE TRIGGER attendance_count_truncate AFTER TRUNCATE ON attendance
  FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts();

CREATE TRIGGER groups_count_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_groups();
CREATE TRIGGER groups_count_delete AFTER DELETE ON groups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_groups();
CREATE TRIGGER groups_count_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_groups();
CREATE TRIGGER groups_count_truncate AFTER TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts();

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
  SELECT e.name, sum(e.amount) AS n FROM evaluations r,
    LATERAL evaluation_counts(r.total_score, r.pass_fail) e GROUP BY e.name) k), '{}'));
SELECT add_overview_counts(coalesce((SELECT jsonb_object_agg(k.name, k.n) FROM (
  SELECT a.name, sum(a.amount) AS n FROM attendance r,
    LATERAL attendance_counts(r.total_attendance) a GROUP BY a.name) k), '{}'));
SELECT add_overview_counts(coalesce((SELECT jsonb_object_agg(k.name, k.n) FROM (
  SELECT c.name, sum(c.amount) AS n FROM groups r,
    LATERAL group_counts(group_sessions_done(r), r.current_level) c GROUP BY c.name) k), '{}'));
SELECT count_group_students(coalesce((SELECT jsonb_object_agg(group_id, n) FROM (
  SELECT group_id, count(*) AS n FROM student_profiles WHERE group_id IS NOT NULL
  GROUP BY group_id) j), '{}'), '{}');
