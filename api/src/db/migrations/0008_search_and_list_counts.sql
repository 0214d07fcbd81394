-- Search as a product (issue 9, point 2) and list counts from counters (point 3).
--
-- student_search: one search document per student, kept by triggers in the same transaction as
-- every write to the student, their user row, their group or their call. The Students screen's
-- search (spec section 2) reads this one table through its indexes:
--   document     everything the search covers, lower-cased: names, e-mail, username, phone
--                (users.search_text), status, course type, currency, offer, amounts, level number
--                and label, total levels (student_profiles.search_text), the group's days and
--                hours, the call's time (HH:MM); a trigram index answers a term of 3 characters
--                or more anywhere in it
--   name, first_name, last_name, email, phone
--                the fields a term of 1 or 2 characters is matched against, by prefix, each
--                through its own b-tree (text_pattern_ops): trigrams cannot index such a term, and
--                a search never scans every student
--   status       so the status filter is applied inside each indexed lookup
CREATE TABLE student_search (
  user_id integer PRIMARY KEY REFERENCES student_profiles (user_id) ON DELETE CASCADE,
  document text NOT NULL,
  name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  status varchar(16) NOT NULL
);
CREATE INDEX student_search_document_trgm_idx ON student_search USING gin (document gin_trgm_ops);
-- Each carries the id and status, so a bounded lookup reads the index alone (an index-only scan).
CREATE INDEX student_search_name_idx ON student_search (name text_pattern_ops)
  INCLUDE (user_id, status);
CREATE INDEX student_search_first_name_idx ON student_search (first_name text_pattern_ops)
  INCLUDE (user_id, status);
CREATE INDEX student_search_last_name_idx ON student_search (last_name text_pattern_ops)
  INCLUDE (user_id, status);
CREATE INDEX student_search_email_idx ON student_search (email text_pattern_ops)
  INCLUDE (user_id, status);
CREATE INDEX student_search_phone_idx ON student_search (phone text_pattern_ops)
  INCLUDE (user_id, status);

-- Writes the documents of the students `ids` from their rows (a student without a profile has
-- none; the foreign key removes a deleted profile's document). A document that would not change
-- is not written.
CREATE FUNCTION refresh_student_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO student_search AS s
    (user_id, document, name, first_name, last_name, email, phone, status)
  SELECT sp.user_id,
    u.search_text || ' ' || sp.search_text
      || coalesce(' ' || g.days || ' ' || lower(g.hours), '')
      || coalesce(' ' || to_char(c."time", 'HH24:MI'), ''),
    lower(u.full_name), lower(u.first_name), lower(u.last_name), lower(u.email),
    coalesce(u.phone_number, ''), sp.status
  FROM (SELECT DISTINCT unnest(ids) AS id) i
  JOIN student_profiles sp ON sp.user_id = i.id
  JOIN users u ON u.id = sp.user_id
  LEFT JOIN groups g ON g.id = sp.group_id
  LEFT JOIN calls c ON c.id = sp.call_id
  ON CONFLICT (user_id) DO UPDATE SET document = EXCLUDED.document, name = EXCLUDED.name,
    first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, email = EXCLUDED.email,
    phone = EXCLUDED.phone, status = EXCLUDED.status
  WHERE (s.document, s.name, s.first_name, s.last_name, s.email, s.phone, s.status)
    IS DISTINCT FROM (EXCLUDED.document, EXCLUDED.name, EXCLUDED.first_name, EXCLUDED.last_name,
      EXCLUDED.email, EXCLUDED.phone, EXCLUDED.status)
$$;

-- Statement-level, with transition tables (as 0003 and 0007): a bulk load is one statement, and
-- only rows whose searched values changed are written again.
CREATE FUNCTION student_search_from_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_student_search(ARRAY(SELECT user_id FROM new_rows));
  ELSE
    PERFORM refresh_student_search(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
      WHERE (n.search_text, n.status, n.group_id, n.call_id)
        IS DISTINCT FROM (o.search_text, o.status, o.group_id, o.call_id)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION student_search_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_student_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.role = 'student' AND (n.search_text, n.full_name, n.first_name, n.last_name)
      IS DISTINCT FROM (o.search_text, o.full_name, o.first_name, o.last_name)));
  RETURN NULL;
END;
$$;

CREATE FUNCTION student_search_from_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_student_search(ARRAY(
    SELECT sp.user_id FROM student_profiles sp WHERE sp.group_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.days, n.hours) IS DISTINCT FROM (o.days, o.hours))));
  RETURN NULL;
END;
$$;

CREATE FUNCTION student_search_from_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_student_search(ARRAY(
    SELECT sp.user_id FROM student_profiles sp WHERE sp.call_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n."time" IS DISTINCT FROM o."time")));
  RETURN NULL;
END;
$$;

CREATE TRIGGER student_profiles_search_insert AFTER INSERT ON student_profiles
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_from_profiles();
CREATE TRIGGER student_profiles_search_update AFTER UPDATE ON student_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_from_profiles();
CREATE TRIGGER users_search_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_from_users();
CREATE TRIGGER groups_search_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_from_groups();
CREATE TRIGGER calls_search_update AFTER UPDATE ON calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_search_from_calls();

SELECT refresh_student_search(ARRAY(SELECT user_id FROM student_profiles));

-- A number of one or two digits is a level or a number of total levels (by index, as above).
CREATE INDEX student_profiles_total_levels_idx ON student_profiles (total_levels);

-- Staff names, for the groups and calls searches (instructor, supervisor, account manager): their
-- own trigram index, students left out.
CREATE INDEX users_staff_name_trgm_idx ON users USING gin (lower(full_name) gin_trgm_ops)
  WHERE role <> 'student';

-- The lists' unfiltered counts from the counters of 0007 (overview_counts): 'evaluations' and
-- 'attendance' are kept already; 'groups' and 'calls' are added here, so no list counts its
-- table on a page without a search.
CREATE OR REPLACE FUNCTION groups_counts(r groups)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN round(d.done * 100.0 / 9) <= 33 THEN 'completion_0'
      WHEN round(d.done * 100.0 / 9) <= 66 THEN 'completion_1' ELSE 'completion_2' END::varchar,
    1::bigint
  FROM (SELECT r.session_one::int + r.session_two::int + r.session_three::int
    + r.session_four::int + r.session_five::int + r.session_six::int + r.session_seven::int
    + r.session_eight::int + r.session_nine::int AS done) d
  UNION ALL
  SELECT 'level:' || r.current_level, 1
  UNION ALL
  SELECT 'groups', 1
$$;

CREATE FUNCTION calls_counts(r calls)
RETURNS TABLE (name varchar, amount bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('calls'::varchar, 1::bigint)
$$;

CREATE OR REPLACE FUNCTION reset_overview_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'evaluations' THEN
    DELETE FROM overview_counts
    WHERE name IN ('evaluations', 'score_sum') OR name LIKE 'score\_%' OR name LIKE 'pass_fail:%';
  ELSIF TG_TABLE_NAME = 'attendance' THEN
    DELETE FROM overview_counts WHERE name IN ('attendance', 'attendance_percent_sum');
  ELSIF TG_TABLE_NAME = 'groups' THEN
    DELETE FROM overview_counts
    WHERE name = 'groups' OR name LIKE 'completion\_%' OR name LIKE 'level:%';
  ELSIF TG_TABLE_NAME = 'calls' THEN
    DELETE FROM overview_counts WHERE name = 'calls';
  ELSIF TG_TABLE_NAME = 'student_profiles' THEN
    DELETE FROM group_students;
    DELETE FROM overview_counts WHERE name = 'active_groups';
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER calls_count_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_overview();
CREATE TRIGGER calls_count_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_overview();
CREATE TRIGGER calls_count_truncate AFTER TRUNCATE ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION reset_overview_counts();

SELECT add_overview_counts(jsonb_build_object(
  'groups', (SELECT count(*) FROM groups), 'calls', (SELECT count(*) FROM calls)));
