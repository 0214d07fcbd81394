-- A mail may carry one file (a payment's receipt as PDF): kept with the message until it is sent,
-- and sent with it. Base64 text, as nodemailer takes it.
ALTER TABLE email_outbox
  ADD COLUMN attachment_name varchar(255),
  ADD COLUMN attachment_type varchar(64),
  ADD COLUMN attachment text,
  ADD CONSTRAINT email_outbox_attachment_check CHECK (
    (attachment IS NULL) = (attachment_name IS NULL)
    AND (attachment IS NULL) = (attachment_type IS NULL)
  );
