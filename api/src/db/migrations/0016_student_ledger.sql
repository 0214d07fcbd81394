-- Each student's ledger: what they were charged and what they paid, one row per event, in integer
-- minor units (hundredths) of the student's currency. A row is never changed or removed (only with
-- the student's account); a mistake is undone by a reversal row naming it, with a reason.
--
-- Every row moves two totals: charge_minor the course amount (fees up, discounts down) and
-- paid_minor what was paid (payments up, refunds down). student_profiles.amount and
-- outstanding_amount are these totals (amount = sum of charges, outstanding = charges - paid),
-- kept by the trigger below in the writing transaction and nothing else. The API writes every
-- kind but 'opening', which only this migration and a new profile's trigger write.
CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind varchar(16) NOT NULL CHECK (kind IN ('opening', 'adjustment', 'course_fee', 'level_fee',
    'discount', 'payment', 'refund', 'reversal')),
  charge_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  currency varchar(10) NOT NULL,
  method varchar(16) CHECK (method IN ('cash', 'card', 'bank_transfer', 'wallet')),
  -- The day it happened (a payment's date), which may be before the day it was recorded.
  occurred_on date NOT NULL DEFAULT current_date,
  reference varchar(255),
  reason varchar(500),
  reverses_id integer UNIQUE REFERENCES ledger_entries (id),
  -- Who took it, as they were named then (the account may go later).
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  recorded_by_name text,
  -- The client's key for one intended write: a repeated submit finds the first one.
  idempotency_key varchar(64),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, idempotency_key),
  CHECK (
    (kind IN ('course_fee', 'level_fee') AND charge_minor > 0 AND paid_minor = 0)
    OR (kind = 'discount' AND charge_minor < 0 AND paid_minor = 0)
    OR (kind = 'payment' AND paid_minor > 0 AND charge_minor = 0 AND method IS NOT NULL)
    OR (kind = 'refund' AND paid_minor < 0 AND charge_minor = 0 AND method IS NOT NULL)
    OR (kind = 'reversal' AND reverses_id IS NOT NULL AND reason IS NOT NULL)
    OR (kind IN ('opening', 'adjustment') AND reason IS NOT NULL)
  )
);
CREATE INDEX ledger_entries_student_idx ON ledger_entries (student_id, id);
CREATE INDEX ledger_entries_day_idx ON ledger_entries (occurred_on) WHERE paid_minor <> 0;

-- The totals may now go below zero (a payment above what is owed leaves a credit) or owe more
-- than the course amount (a refund); the ledger's own rules stand in for the old checks.
ALTER TABLE student_profiles DROP CONSTRAINT IF EXISTS student_profiles_amount_check;
ALTER TABLE student_profiles DROP CONSTRAINT IF EXISTS student_profiles_outstanding_amount_check;
ALTER TABLE student_profiles DROP CONSTRAINT IF EXISTS student_profiles_check;

-- The balances so far, carried over as one opening row per student whose ledger is empty: nothing
-- lost. A function, so that its test runs the very statement this migration ran.
CREATE FUNCTION ledger_carry_over_balances() RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_entries (student_id, kind, charge_minor, paid_minor, currency, reason)
  SELECT sp.user_id, 'opening', (sp.amount * 100)::bigint,
    ((sp.amount - sp.outstanding_amount) * 100)::bigint, sp.currency, 'Balance carried over'
  FROM student_profiles sp
  WHERE (sp.amount <> 0 OR sp.outstanding_amount <> 0)
    AND NOT EXISTS (SELECT 1 FROM ledger_entries le WHERE le.student_id = sp.user_id)
  ORDER BY sp.user_id;
$$;
SELECT ledger_carry_over_balances();

-- The centre's totals per currency, for the Overview: kept with every row, so reading them costs
-- a few rows whatever the size of the ledger.
CREATE TABLE ledger_totals (
  currency varchar(10) PRIMARY KEY,
  charged_minor bigint NOT NULL,
  paid_minor bigint NOT NULL
);
INSERT INTO ledger_totals (currency, charged_minor, paid_minor)
SELECT currency, sum(charge_minor), sum(paid_minor) FROM ledger_entries GROUP BY currency;

-- An opening row records totals the profile already holds (carried over above, or given when the
-- profile was created): every other row moves them, one UPDATE per student and statement.
CREATE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row lock this takes also orders concurrent writers of one student's ledger.
  UPDATE student_profiles sp
  SET amount = sp.amount + d.charge::numeric / 100,
    outstanding_amount = sp.outstanding_amount + d.owed::numeric / 100
  FROM (SELECT student_id, sum(charge_minor) AS charge, sum(charge_minor - paid_minor) AS owed
        FROM new_rows WHERE kind <> 'opening' GROUP BY student_id) d
  WHERE sp.user_id = d.student_id;
  INSERT INTO ledger_totals AS t (currency, charged_minor, paid_minor)
  SELECT currency, sum(charge_minor), sum(paid_minor) FROM new_rows GROUP BY currency
  ORDER BY currency
  ON CONFLICT (currency) DO UPDATE
  SET charged_minor = t.charged_minor + excluded.charged_minor,
    paid_minor = t.paid_minor + excluded.paid_minor;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_apply();

-- A student's rows go with their account: the centre's totals lose them too.
CREATE FUNCTION ledger_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_totals t
  SET charged_minor = t.charged_minor - d.charged, paid_minor = t.paid_minor - d.paid
  FROM (SELECT currency, sum(charge_minor) AS charged, sum(paid_minor) AS paid
        FROM old_rows GROUP BY currency) d
  WHERE t.currency = d.currency;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_removed AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_removed();

-- Append-only: a row goes only with its student's account (the cascade of a removed user).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.student_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- A profile created with amounts (the Add Student form, a sign-up, the seed) opens its ledger with
-- them: one statement for all the rows a statement inserted.
CREATE FUNCTION student_profiles_open_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (student_id, kind, charge_minor, paid_minor, currency, reason)
  SELECT user_id, 'opening', (amount * 100)::bigint, ((amount - outstanding_amount) * 100)::bigint,
    currency, 'Opening balance'
  FROM new_rows WHERE amount <> 0 OR outstanding_amount <> 0 ORDER BY user_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER student_profiles_open_ledger AFTER INSERT ON student_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_profiles_open_ledger();

-- The totals change only through the ledger's trigger (one level down), and the currency only
-- while the ledger is empty: its rows are in the currency they were recorded in.
CREATE FUNCTION student_profiles_ledger_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.amount IS DISTINCT FROM OLD.amount
      OR NEW.outstanding_amount IS DISTINCT FROM OLD.outstanding_amount)
     AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'student_profiles amounts follow the ledger: add a ledger entry'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.currency IS DISTINCT FROM OLD.currency
     AND EXISTS (SELECT 1 FROM ledger_entries WHERE student_id = NEW.user_id) THEN
    RAISE EXCEPTION 'student % has ledger entries in %', NEW.user_id, OLD.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER student_profiles_ledger_guard BEFORE UPDATE ON student_profiles
  FOR EACH ROW EXECUTE FUNCTION student_profiles_ledger_guard();

-- The audit trail: a ledger row names its student (TG_ARGV[2], the student column).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_NARGS > 2 THEN
    student := (coalesce(after, before) ->> TG_ARGV[2])::integer;
  ELSIF TG_ARGV[0] IN ('student', 'evaluation', 'attendance')
     OR (TG_ARGV[0] = 'user' AND coalesce(after, before) ->> 'role' = 'student') THEN
    student := record;
  END IF;
  INSERT INTO audit_log (actor_id, actor_role, actor_name, action, resource, record_id, student_id, changes)
  VALUES ((context ->> 'actor_id')::integer, context ->> 'actor_role', context ->> 'actor_name',
    context ->> 'action', TG_ARGV[0], record, student, changes);
  RETURN NULL;
END;
$$;
-- Rows are only ever added; one removed with its student is in the trail as the student's removal.
CREATE TRIGGER ledger_entries_audit AFTER INSERT ON ledger_entries FOR EACH ROW
  WHEN (coalesce(current_setting('linguadesk.audit', true), '') <> '')
  EXECUTE FUNCTION audit_row_change('ledger_entry', 'id', 'student_id');
