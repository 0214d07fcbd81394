-- Receipts: every payment gets the next number of its year, without gaps or repeats. One deployment
-- serves one centre, so the counter of a year is the centre's. The counter's row is raised in the
-- payment's own transaction: a payment that fails rolls its number back with it, and concurrent
-- payments take the row in turn.
CREATE TABLE receipt_counters (
  year smallint PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);

ALTER TABLE ledger_entries
  ADD COLUMN receipt_year smallint,
  ADD COLUMN receipt_number integer,
  ADD CONSTRAINT ledger_entries_receipt_unique UNIQUE (receipt_year, receipt_number),
  ADD CONSTRAINT ledger_entries_receipt_check CHECK (
    (receipt_number IS NULL) = (receipt_year IS NULL)
    AND (receipt_number IS NULL OR kind = 'payment')
  );
