-- What the At risk report (docs/api.md#reports) reads of each student, kept by triggers in the same
-- transaction as each change, so it reads the few students below its threshold or failed rather
-- than every active student's group, attendance and level history. One row per profile.
CREATE TABLE student_standing (
  student_id integer PRIMARY KEY REFERENCES student_profiles (user_id) ON DELETE CASCADE,
  sessions_held smallint NOT NULL CHECK (sessions_held BETWEEN 0 AND 9),
  sessions_attended smallint NOT NULL CHECK (sessions_attended BETWEEN 0 AND sessions_held),
  last_level_failed boolean NOT NULL
);

-- Recounts `students` from their profile, group, attendance and level history. Their rows are
-- locked first, in order, and read in a later statement: two writes to one student (an attendance
-- edit, a session of their group) take turns, and the second sees what the first committed.
CREATE FUNCTION refresh_student_standing(students integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM student_standing
    WHERE student_id = ANY (students) ORDER BY student_id FOR UPDATE;
  INSERT INTO student_standing AS s
    (student_id, sessions_held, sessions_attended, last_level_failed)
  SELECT sp.user_id,
    coalesce(g.session_one::int + g.session_two::int + g.session_three::int
      + g.session_four::int + g.session_five::int + g.session_six::int + g.session_seven::int
      + g.session_eight::int + g.session_nine::int, 0),
    coalesce((g.session_one AND a.session_one)::int + (g.session_two AND a.session_two)::int
      + (g.session_three AND a.session_three)::int + (g.session_four AND a.session_four)::int
      + (g.session_five AND a.session_five)::int + (g.session_six AND a.session_six)::int
      + (g.session_seven AND a.session_seven)::int + (g.session_eight AND a.session_eight)::int
      + (g.session_nine AND a.session_nine)::int, 0),
    coalesce((SELECT lh.outcome = 'failed' FROM level_history lh WHERE lh.student_id = sp.user_id
      ORDER BY lh.created_at DESC, lh.id DESC LIMIT 1), false)
  FROM student_profiles sp
    LEFT JOIN groups g ON g.id = sp.group_id
    LEFT JOIN attendance a ON a.student_id = sp.user_id
  WHERE sp.user_id = ANY (students)
  ON CONFLICT (student_id) DO UPDATE
    SET sessions_held = excluded.sessions_held, sessions_attended = excluded.sessions_attended,
      last_level_failed = excluded.last_level_failed
    WHERE (s.sessions_held, s.sessions_attended, s.last_level_failed)
      IS DISTINCT FROM (excluded.sessions_held, excluded.sessions_attended,
        excluded.last_level_failed);
END;
$$;

-- Statement-level with transition tables: a bulk load or a level update is one refresh.
CREATE FUNCTION standing_of_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'student_profiles' AND TG_OP = 'UPDATE' THEN
    -- Only a change of group moves the standing.
    PERFORM refresh_student_standing(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
      WHERE n.group_id IS DISTINCT FROM o.group_id));
  ELSIF TG_TABLE_NAME = 'student_profiles' THEN
    PERFORM refresh_student_standing(ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_student_standing(ARRAY(SELECT student_id FROM old_rows));
  ELSE
    PERFORM refresh_student_standing(ARRAY(SELECT student_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- A group's sessions done count for each of its students.
CREATE FUNCTION standing_of_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_student_standing(ARRAY(
    SELECT sp.user_id FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      JOIN student_profiles sp ON sp.group_id = n.id
    WHERE (n.session_one, n.session_two, n.session_three, n.session_four, n.session_five,
        n.session_six, n.session_seven, n.session_eight, n.session_nine)
      IS DISTINCT FROM (o.session_one, o.session_two, o.session_three, o.session_four,
        o.session_five, o.session_six, o.session_seven, o.session_eight, o.session_nine)));
  RETURN NULL;
END;
$$;

CREATE FUNCTION reset_student_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'attendance' THEN
    UPDATE student_standing SET sessions_attended = 0 WHERE sessions_attended <> 0;
  ELSE
    UPDATE student_standing SET last_level_failed = false WHERE last_level_failed;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER student_profiles_standing_insert AFTER INSERT ON student_profiles
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION standing_of_students();
CREATE TRIGGER student_profiles_standing_update AFTER UPDATE ON student_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION standing_of_students();
CREATE TRIGGER groups_standing_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION standing_of_groups();

DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['attendance', 'level_history'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_standing_insert AFTER INSERT ON %1$s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION standing_of_students()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_standing_update AFTER UPDATE ON %1$s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION standing_of_students()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_standing_delete AFTER DELETE ON %1$s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION standing_of_students()', tbl);
    EXECUTE format('CREATE TRIGGER %1$s_standing_truncate AFTER TRUNCATE ON %1$s FOR EACH STATEMENT EXECUTE FUNCTION reset_student_standing()', tbl);
  END LOOP;
END;
$$;

SELECT refresh_student_standing(ARRAY(SELECT user_id FROM student_profiles));

-- The students below a threshold (for whole numbers, (100 * attended) / held is below it exactly
-- when 100 * attended is below threshold * held), and those whose last level failed.
CREATE INDEX student_standing_percent_idx
  ON student_standing (((100 * sessions_attended) / sessions_held))
  WHERE sessions_held > 0;
CREATE INDEX student_standing_failed_idx ON student_standing (student_id)
  WHERE last_level_failed;
