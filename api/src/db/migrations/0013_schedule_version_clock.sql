-- The schedule's version never repeats, even across a restore. 0012 counted up by one: a database
-- restored from an older backup keeps its epoch and goes back to an older count, so its next
-- writes would give again version numbers that a browser (its ETag) or an API process (its kept
-- body) already holds for other items, and a stale schedule would be answered as current.
-- A version is now at least the time of its write in milliseconds (and one more than the last, for
-- writes within the same millisecond): the first write after any restore moves past every version
-- given before it, so a version names one set of items only. Between the restore and that write,
-- the restored version names the items it named when the backup was made, which are the restored
-- ones. This holds while the database server's clock does not go back.
CREATE OR REPLACE FUNCTION next_schedule_version(current bigint) RETURNS bigint
LANGUAGE sql VOLATILE AS $$
  SELECT greatest(current + 1, floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
$$;

CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := TG_OP = 'TRUNCATE';
BEGIN
  -- Each transition table is named only in the branch of the triggers that have it.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changed := EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  END IF;
  IF changed THEN UPDATE schedule_version SET version = next_schedule_version(version); END IF;
  RETURN NULL;
END;
$$;

-- From now on too: a version counted by 0012 is far below any clock reading.
UPDATE schedule_version SET version = next_schedule_version(version);
