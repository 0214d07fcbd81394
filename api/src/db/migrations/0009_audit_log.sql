-- The audit trail: who changed what. One row per record a write of the API changed (created,
-- changed or removed), written by the triggers below in the write's own transaction, so a write
-- that fails leaves none and one that commits always has its rows. Log-ins, failed log-ins (which
-- change no audited table) are inserted by the API itself.
--
-- The API names the write in a transaction-local setting before it writes:
--   set_config('linguadesk.audit', '{"action": ..., "actor_id": ..., "actor_role": ..., "actor_name": ...}', true)
-- Writes without it (the seed command, migrations, a bulk load) are not audited: the triggers'
-- WHEN clause skips them before any function runs.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The write's transaction time: every row of one write has the same.
  at timestamptz NOT NULL DEFAULT now(),
  -- Who, as they were at the time (no foreign key: a removed account's trail stays).
  actor_id integer,
  actor_role varchar(32),
  actor_name text,
  -- The request's action, e.g. student.update, group.level_up, auth.login_failed.
  action varchar(48) NOT NULL,
  -- What: user, student, group, call, evaluation, attendance; its id.
  resource varchar(32) NOT NULL,
  record_id integer,
  -- The student the row is about (student, evaluation, attendance, a student's user row).
  student_id integer,
  -- {field: {before, after}}: the fields the write changed. Password hashes are never copied
  -- (a changed password reads "[hidden]"); no token is kept in an audited table.
  changes jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_record_idx ON audit_log (resource, record_id, id);
CREATE INDEX audit_log_student_idx ON audit_log (student_id, id) WHERE student_id IS NOT NULL;
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);

-- TG_ARGV[0]: the resource; TG_ARGV[1]: the key column.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := current_setting('linguadesk.audit', true)::jsonb;
  before jsonb;
  after jsonb;
  changes jsonb := '{}'::jsonb;
  field text;
  record integer;
  student integer;
BEGIN
  -- Generated or bookkeeping columns; the password hash is handled below.
  IF TG_OP <> 'INSERT' THEN
    before := to_jsonb(OLD) - 'created_at' - 'updated_at' - 'search_text' - 'full_name';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after := to_jsonb(NEW) - 'created_at' - 'updated_at' - 'search_text' - 'full_name';
  END IF;
  FOR field IN SELECT jsonb_object_keys(coalesce(after, before)) LOOP
    IF coalesce(before -> field, 'null'::jsonb) IS DISTINCT FROM coalesce(after -> field, 'null'::jsonb) THEN
      IF field = 'password_hash' THEN
        IF TG_OP = 'UPDATE' THEN
          changes := changes || jsonb_build_object('password',
            jsonb_build_object('before', '[hidden]', 'after', '[hidden]'));
        END IF;
      ELSE
        changes := changes || jsonb_build_object(field,
          jsonb_build_object('before', before -> field, 'after', after -> field));
      END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  record := (coalesce(after, before) ->> TG_ARGV[1])::integer;
  IF TG_ARGV[0] IN ('student', 'evaluation', 'attendance')
     OR (TG_ARGV[0] = 'user' AND coalesce(after, before) ->> 'role' = 'student') THEN
    student := record;
  END IF;
  INSERT INTO audit_log (actor_id, actor_role, actor_name, action, resource, record_id, student_id, changes)
  VALUES ((context ->> 'actor_id')::integer, context ->> 'actor_role', context ->> 'actor_name',
    context ->> 'action', TG_ARGV[0], record, student, changes);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  audited text[][] := ARRAY[
    ARRAY['users', 'user', 'id'],
    ARRAY['student_profiles', 'student', 'user_id'],
    ARRAY['groups', 'group', 'id'],
    ARRAY['calls', 'call', 'id'],
    ARRAY['evaluations', 'evaluation', 'student_id'],
    ARRAY['attendance', 'attendance', 'student_id']
  ];
  i integer;
BEGIN
  FOR i IN 1 .. array_length(audited, 1) LOOP
    EXECUTE format(
      'CREATE TRIGGER %1$s_audit AFTER INSERT OR UPDATE OR DELETE ON %1$s FOR EACH ROW '
      || 'WHEN (coalesce(current_setting(''linguadesk.audit'', true), '''') <> '''') '
      || 'EXECUTE FUNCTION audit_row_change(%2$L, %3$L)',
      audited[i][1], audited[i][2], audited[i][3]);
  END LOOP;
END;
$$;

-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks. The one way out is the archive command
-- (pnpm --filter api audit-archive), which writes the rows to a CSV file first and then removes
-- them in a transaction that sets linguadesk.audit_archive to 'on' (SET LOCAL).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') AND current_setting('linguadesk.audit_archive', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
