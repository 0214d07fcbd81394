-- What the Reports read by date (docs/api.md#reports): the level results of a period, from the
-- level history and from the evaluations decided or scored (the pending, blank ones are left out,
-- so the index holds only the evaluations the Results report counts).
CREATE INDEX level_history_created_idx ON level_history (created_at);
CREATE INDEX evaluations_decided_updated_idx ON evaluations (updated_at)
  WHERE pass_fail <> 'pending' OR total_score > 0;
-- At risk reads each active student's last level decision: newest first with its outcome in the
-- index, so the lookup never visits the table.
CREATE INDEX level_history_latest_idx ON level_history (student_id, created_at DESC, id DESC)
  INCLUDE (outcome);
