-- Pages by number that seek instead of skipping rows (issue 9, point 3). Every paged list is in the
-- order of one integer key (students: user_id; evaluations, attendance: student_id; groups,
-- calls: id). page_positions counts a list's rows per range of that key, on two levels: the fine
-- buckets of 1,024 keys (key >> 10, level 1) and the coarse ones of 65,536 (key >> 16, level 2).
-- Page N of a list (its rows from position p = (N - 1) × size) is found by summing coarse counts
-- (one row per 65,536 keys), then the fine counts of one coarse bucket (at most 64 rows), and then
-- read by a seek on the key's index from the fine bucket's first key, skipping fewer than 1,024
-- rows: the same work at a million students as at ten thousand.
--
-- The counters are kept by statement triggers (with transition tables, as 0003, 0007 and 0008) in
-- the same transaction as every insert, delete and update of the rows, so one statement reading
-- the counters and the rows sees both as of one snapshot and the page is exactly the one OFFSET
-- would give.
--
-- Lists: 'students', 'students:active', 'students:waiting', 'students:inactive' (the status
-- filter), 'evaluations', 'attendance', 'groups', 'calls'. A bucket that empties keeps its row
-- with 0 (a removal never deletes a row another writer may be adding to).
CREATE TABLE page_positions (
  list varchar(32) NOT NULL,
  level smallint NOT NULL CHECK (level IN (1, 2)),
  bucket integer NOT NULL,
  -- No CHECK (rows >= 0): a removal is proposed as a negative row to ON CONFLICT's upsert.
  rows integer NOT NULL,
  PRIMARY KEY (list, level, bucket)
);

-- The counter changes of a statement: TG_ARGV[0] is the list, TG_ARGV[1] the key column and
-- TG_ARGV[2], when given, a column whose value names a further list (list || ':' || value).
-- Each table's counters are one unit for writers: the first change of a transaction to them takes
-- the table's transaction lock (advisory, 7302 and the list's hash), so a second writer waits there
-- before it holds any counter row and two writers never wait for each other's rows (a transaction
-- may change them in several statements, a cascade in one per row). Writers that change no
-- position (an update of a student's amount or group) take nothing. Writers of one table that do
-- already wait for each other at 0003's and 0007's counters. Rows are written coarse buckets first,
-- then in key order.
CREATE FUNCTION count_page_positions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_name text := TG_ARGV[0];
  key text := TG_ARGV[1];
  part text := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2] END;
  sides text[] := '{}';
  side text;
  entries text := '';
  lists text[];
  levels smallint[];
  buckets integer[];
  amounts integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN sides := sides || ARRAY['new_rows', '1']; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN sides := sides || ARRAY['old_rows', '-1']; END IF;
  FOR i IN 1 .. array_length(sides, 1) BY 2 LOOP
    side := format('SELECT %L::text AS list, %I AS k, %s AS n FROM %I', list_name, key,
      sides[i + 1], sides[i]);
    IF part IS NOT NULL THEN
      side := side || format(' UNION ALL SELECT %L || '':'' || %I, %I, %s FROM %I', list_name,
        part, key, sides[i + 1], sides[i]);
    END IF;
    entries := entries || CASE WHEN entries = '' THEN '' ELSE ' UNION ALL ' END || side;
  END LOOP;
  EXECUTE format(
    'SELECT array_agg(list ORDER BY level DESC, list, bucket),
       array_agg(level ORDER BY level DESC, list, bucket),
       array_agg(bucket ORDER BY level DESC, list, bucket),
       array_agg(n ORDER BY level DESC, list, bucket)
     FROM (
       SELECT list, level::smallint, bucket, sum(n)::integer AS n FROM (
         SELECT list, 1 AS level, k >> 10 AS bucket, n FROM (%1$s) e
         UNION ALL SELECT list, 2, k >> 16, n FROM (%1$s) e) d
       GROUP BY list, level, bucket HAVING sum(n) <> 0) c', entries)
    INTO lists, levels, buckets, amounts;
  IF lists IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(7302, hashtext(list_name));
  INSERT INTO page_positions AS p (list, level, bucket, rows)
  SELECT u.list, u.level, u.bucket, u.n
  FROM unnest(lists, levels, buckets, amounts) WITH ORDINALITY AS u (list, level, bucket, n, i)
  ORDER BY u.i
  ON CONFLICT (list, level, bucket) DO UPDATE SET rows = p.rows + EXCLUDED.rows;
  RETURN NULL;
END;
$$;

-- TRUNCATE (the seed command empties the centre) starts the table's lists over.
CREATE FUNCTION reset_page_positions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM page_positions WHERE list = TG_ARGV[0] OR list LIKE TG_ARGV[0] || ':%';
  RETURN NULL;
END;
$$;

-- A row whose key changes (no route changes one; any other writer may) moves between buckets. Only
-- student_profiles' status changes in the application's own writes, so the other tables watch
-- their key alone, row by row: an UPDATE that does not set the key costs nothing here.
CREATE FUNCTION move_page_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7302, hashtext(TG_ARGV[0]));
  INSERT INTO page_positions AS p (list, level, bucket, rows)
  SELECT TG_ARGV[0], l.level, c.k >> l.shift, sum(c.n)
  FROM (VALUES ((to_jsonb(OLD) ->> TG_ARGV[1])::integer, -1),
      ((to_jsonb(NEW) ->> TG_ARGV[1])::integer, 1)) AS c (k, n),
    (VALUES (1, 10), (2, 16)) AS l (level, shift)
  GROUP BY l.level, c.k >> l.shift HAVING sum(c.n) <> 0
  ORDER BY l.level DESC, 3
  ON CONFLICT (list, level, bucket) DO UPDATE SET rows = p.rows + EXCLUDED.rows;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('student_profiles', 'students', 'user_id', 'status'),
    ('evaluations', 'evaluations', 'student_id', NULL),
    ('attendance', 'attendance', 'student_id', NULL),
    ('groups', 'groups', 'id', NULL),
    ('calls', 'calls', 'id', NULL)) AS v (tbl, list, key, part)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_positions_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_positions(%2$L, %3$L%4$s)',
      t.tbl, t.list, t.key, coalesce(', ' || quote_literal(t.part), ''));
    EXECUTE format('CREATE TRIGGER %1$s_positions_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_positions(%2$L, %3$L%4$s)',
      t.tbl, t.list, t.key, coalesce(', ' || quote_literal(t.part), ''));
    IF t.part IS NOT NULL THEN
      EXECUTE format('CREATE TRIGGER %1$s_positions_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_page_positions(%2$L, %3$L, %4$L)',
        t.tbl, t.list, t.key, t.part);
    ELSE
      EXECUTE format('CREATE TRIGGER %1$s_positions_update AFTER UPDATE OF %3$I ON %1$I FOR EACH ROW WHEN (OLD.%3$I IS DISTINCT FROM NEW.%3$I) EXECUTE FUNCTION move_page_position(%2$L, %3$L)',
        t.tbl, t.list, t.key);
    END IF;
    EXECUTE format('CREATE TRIGGER %1$s_positions_truncate AFTER TRUNCATE ON %1$I FOR EACH STATEMENT EXECUTE FUNCTION reset_page_positions(%2$L)',
      t.tbl, t.list);
  END LOOP;
END;
$$;

-- Where the row at position `pos` (0-based) of `list_name` lies: the first key of its fine bucket
-- (first_key) and how many of the list's rows from that key precede it (skip). No row when the
-- list has `pos` rows or fewer. PL/pgSQL rather than SQL so that it is not inlined into every
-- page's query: its plan is made once per connection, and the page's query stays as cheap to plan
-- as an OFFSET (planning the inlined form cost more than reading the page on the embedded driver).
CREATE FUNCTION page_position(list_name text, pos bigint)
RETURNS TABLE (first_key integer, skip integer) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH coarse AS (
    SELECT c.bucket, pos - (c.running - c.rows) AS within FROM (
      SELECT p.bucket, p.rows, sum(p.rows) OVER (ORDER BY p.bucket) AS running
      FROM page_positions p WHERE p.list = list_name AND p.level = 2) c
    WHERE c.running > pos ORDER BY c.bucket LIMIT 1)
  SELECT (f.bucket << 10)::integer, (coarse.within - (f.running - f.rows))::integer
  FROM coarse, LATERAL (
    SELECT p.bucket, p.rows, sum(p.rows) OVER (ORDER BY p.bucket) AS running
    FROM page_positions p
    WHERE p.list = list_name AND p.level = 1
      AND p.bucket >= coarse.bucket << 6 AND p.bucket < (coarse.bucket + 1) << 6) f
  WHERE f.running > coarse.within ORDER BY f.bucket LIMIT 1;
END;
$$;

-- The counters of the rows already there.
INSERT INTO page_positions (list, level, bucket, rows)
SELECT list, level, bucket, count(*) FROM (
  SELECT e.list, l.level, e.k >> CASE l.level WHEN 1 THEN 10 ELSE 16 END AS bucket FROM (
    SELECT 'students' AS list, user_id AS k FROM student_profiles
    UNION ALL SELECT 'students:' || status, user_id FROM student_profiles
    UNION ALL SELECT 'evaluations', student_id FROM evaluations
    UNION ALL SELECT 'attendance', student_id FROM attendance
    UNION ALL SELECT 'groups', id FROM groups
    UNION ALL SELECT 'calls', id FROM calls) e,
  (VALUES (1), (2)) AS l (level)) d
GROUP BY list, level, bucket;
