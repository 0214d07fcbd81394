-- The instructor schedule (GET /api/schedule/), kept by the database in the same transaction as
-- every write, so the read is one index scan in the answer's order: no join with users and no
-- sort of every group (at 100,000 students, 7,500 groups: the sort by the instructor's name was
-- most of the statement's time). And a version of it, so an API process can answer a repeated
-- read from what it last served (ETag, 304, a cached body) after one single-row read.
--
-- schedule_items: one row per group with an instructor, with the instructor's name as the answer
-- shows it (full name, else username). Kept by statement triggers with transition tables (as
-- 0003, 0007, 0008 and 0011): groups' inserts, updates of the columns an item shows or is ordered
-- by, deletes and TRUNCATE; users' updates that change a name shown. A user's deletion empties
-- their groups' instructor_id (the foreign key's SET NULL, an UPDATE of groups), which takes the
-- groups out.
CREATE TABLE schedule_items (
  group_id integer PRIMARY KEY,
  instructor_id integer NOT NULL,
  instructor_name text NOT NULL,
  days varchar(8) NOT NULL,
  start_hour smallint NOT NULL,
  hours varchar(32) NOT NULL,
  current_level smallint NOT NULL
);

-- The answer's order (shared-domain's DAY_GROUPS, then start, name and id; the same expression
-- src/db/queries/schedule.ts orders by), with every column it shows: an index-only scan, in order.
CREATE INDEX schedule_items_order_idx ON schedule_items (
  array_position(ARRAY['sat/tue', 'sun/wed', 'mon/thu']::text[], days::text),
  start_hour, instructor_name, group_id
) INCLUDE (days, hours, current_level);
-- One instructor's items (the instructor filter), and their name changes.
CREATE INDEX schedule_items_instructor_idx ON schedule_items (instructor_id);

-- The schedule's version: one row, its counter raised by every statement that changes an item
-- (in that statement's transaction, so a reader sees the new version exactly when it sees the new
-- items). epoch tells one database from another (a version number alone would repeat in a
-- database made afresh). Writers that change items wait for each other at this row until they
-- commit, as writers of groups already do at 0007's counters; a write that changes no item (a
-- session ticked, a supervisor, a student's name) does not touch it.
CREATE TABLE schedule_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  epoch text NOT NULL DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 12),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO schedule_version DEFAULT VALUES;

CREATE FUNCTION bump_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := TG_OP = 'TRUNCATE';
BEGIN
  -- Each transition table is named only in the branch of the triggers that have it.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changed := EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  END IF;
  IF changed THEN UPDATE schedule_version SET version = version + 1; END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER schedule_items_version_insert AFTER INSERT ON schedule_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_version();
CREATE TRIGGER schedule_items_version_update AFTER UPDATE ON schedule_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_version();
CREATE TRIGGER schedule_items_version_delete AFTER DELETE ON schedule_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_version();
CREATE TRIGGER schedule_items_version_truncate AFTER TRUNCATE ON schedule_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_version();

-- Makes the items of these groups what groups and users say now: a group without an instructor
-- (or gone) has none; an item that would not change is not written (so the version stays).
CREATE FUNCTION refresh_schedule_items(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM schedule_items s WHERE s.group_id = ANY (ids) AND NOT EXISTS (
    SELECT FROM groups g WHERE g.id = s.group_id AND g.instructor_id IS NOT NULL);
  INSERT INTO schedule_items AS s
    (group_id, instructor_id, instructor_name, days, start_hour, hours, current_level)
  SELECT g.id, g.instructor_id, coalesce(nullif(i.full_name, ''), i.username), g.days,
    g.start_hour, g.hours, g.current_level
  FROM groups g JOIN users i ON i.id = g.instructor_id
  WHERE g.id = ANY (ids)
  ON CONFLICT (group_id) DO UPDATE SET instructor_id = EXCLUDED.instructor_id,
    instructor_name = EXCLUDED.instructor_name, days = EXCLUDED.days,
    start_hour = EXCLUDED.start_hour, hours = EXCLUDED.hours,
    current_level = EXCLUDED.current_level
  WHERE (s.instructor_id, s.instructor_name, s.days, s.start_hour, s.hours, s.current_level)
    IS DISTINCT FROM (EXCLUDED.instructor_id, EXCLUDED.instructor_name, EXCLUDED.days,
      EXCLUDED.start_hour, EXCLUDED.hours, EXCLUDED.current_level);
$$;

CREATE FUNCTION schedule_items_from_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM schedule_items;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO schedule_items
      (group_id, instructor_id, instructor_name, days, start_hour, hours, current_level)
    SELECT n.id, n.instructor_id, coalesce(nullif(i.full_name, ''), i.username), n.days,
      n.start_hour, n.hours, n.current_level
    FROM new_rows n JOIN users i ON i.id = n.instructor_id;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM schedule_items WHERE group_id IN (SELECT id FROM old_rows);
  ELSE
    -- Rows whose shown or ordering columns changed (an id that changed counts on both sides).
    PERFORM refresh_schedule_items(ARRAY(
      SELECT coalesce(n.id, o.id) FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE (n.id, n.instructor_id, n.days, n.start_hour, n.hours, n.current_level)
        IS DISTINCT FROM (o.id, o.instructor_id, o.days, o.start_hour, o.hours, o.current_level)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER groups_schedule_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_from_groups();
CREATE TRIGGER groups_schedule_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_from_groups();
CREATE TRIGGER groups_schedule_delete AFTER DELETE ON groups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_from_groups();
CREATE TRIGGER groups_schedule_truncate AFTER TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_from_groups();

-- An instructor's shown name (full name, else username) changed: their items follow.
CREATE FUNCTION schedule_items_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedule_items s SET instructor_name = c.name
  FROM (SELECT n.id, coalesce(nullif(n.full_name, ''), n.username) AS name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE coalesce(nullif(n.full_name, ''), n.username)
      IS DISTINCT FROM coalesce(nullif(o.full_name, ''), o.username)) c
  WHERE s.instructor_id = c.id AND s.instructor_name IS DISTINCT FROM c.name;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_schedule_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schedule_items_from_users();

-- The groups there are now.
INSERT INTO schedule_items
  (group_id, instructor_id, instructor_name, days, start_hour, hours, current_level)
SELECT g.id, g.instructor_id, coalesce(nullif(i.full_name, ''), i.username), g.days,
  g.start_hour, g.hours, g.current_level
FROM groups g JOIN users i ON i.id = g.instructor_id;
