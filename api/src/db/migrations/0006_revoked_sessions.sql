-- Every /api request checks that its access token's session (refresh-token family) was not
-- revoked; this partial index makes that one small lookup however many rotations a family has.
CREATE INDEX refresh_tokens_revoked_family_idx ON refresh_tokens (family_id)
  WHERE revoked_at IS NOT NULL;
