-- With SMTP_URL the outbox is a queue: a message is stored 'pending', sent by whichever api
-- process claims it, deleted once the SMTP server has taken it (the row holds a live link), and
-- retried later while the server is unreachable. Without SMTP_URL rows stay 'logged': they are
-- the offline mailbox and are never sent, even after SMTP_URL is set.
ALTER TABLE email_outbox
  ADD COLUMN state varchar(8) NOT NULL DEFAULT 'logged'
    CHECK (state IN ('logged', 'pending', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text;
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE state = 'pending';
