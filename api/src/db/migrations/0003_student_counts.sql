-- How many students hold each status, kept by triggers in the same transaction as the change, so
-- the students list's unfiltered count (every page a manager opens) and the overview's total read
-- three rows instead of counting every profile.
CREATE TABLE student_status_counts (
  status varchar(16) PRIMARY KEY CHECK (status IN ('active', 'waiting', 'inactive')),
  students integer NOT NULL CHECK (students >= 0)
);
INSERT INTO student_status_counts (status, students)
SELECT s.status, (SELECT count(*) FROM student_profiles sp WHERE sp.status = s.status)
FROM (VALUES ('active'), ('waiting'), ('inactive')) AS s (status);

-- Statement-level with transition tables: a bulk load of thousands of profiles is one update, and
-- an update that changes no status writes nothing.
CREATE FUNCTION count_student_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE student_status_counts c SET students = c.students + d.n
    FROM (SELECT status, count(*)::int AS n FROM new_rows GROUP BY status) d
    WHERE c.status = d.status;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE student_status_counts c SET students = c.students - d.n
    FROM (SELECT status, count(*)::int AS n FROM old_rows GROUP BY status) d
    WHERE c.status = d.status;
  ELSE
    UPDATE student_status_counts c SET students = c.students + d.n
    FROM (
      SELECT status, sum(n)::int AS n FROM (
        SELECT status, count(*) AS n FROM new_rows GROUP BY status
        UNION ALL
        SELECT status, -count(*) FROM old_rows GROUP BY status
      ) changes GROUP BY status HAVING sum(n) <> 0
    ) d
    WHERE c.status = d.status;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION reset_student_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_status_counts SET students = 0;
  RETURN NULL;
END;
$$;

CREATE TRIGGER student_profiles_count_insert AFTER INSERT ON student_profiles
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_student_statuses();
CREATE TRIGGER student_profiles_count_delete AFTER DELETE ON student_profiles
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_student_statuses();
CREATE TRIGGER student_profiles_count_update AFTER UPDATE ON student_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_student_statuses();
CREATE TRIGGER student_profiles_count_truncate AFTER TRUNCATE ON student_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION reset_student_statuses();
