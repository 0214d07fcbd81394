-- A queued message whose link has expired is not worth sending: the recipient would open a link
-- that no longer works. The queue stops trying at this moment and marks the message failed.
ALTER TABLE email_outbox ADD COLUMN expires_at timestamptz;
