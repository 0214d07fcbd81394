-- Currency codes as long as shared-domain's limit (TEXT_LIMITS.currency), so a valid value fits.
ALTER TABLE student_profiles ALTER COLUMN currency TYPE varchar(10);

-- What the students list's search matches on the profile itself (spec section 2, Students):
-- currency, offer, course type, status, amounts, level (number and label) and total levels.
-- Names, e-mail and phone are matched through users.search_text, group and call by their own rows.
ALTER TABLE student_profiles ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(
    status || ' ' || private_or_group || ' ' || currency || ' ' || coalesce(offer, '') || ' '
    || amount::text || ' ' || outstanding_amount::text || ' '
    || current_level::text || ' '
    || CASE current_level
         WHEN 1 THEN 'Zero' WHEN 2 THEN 'Beginner'
         WHEN 3 THEN 'L1' WHEN 4 THEN 'L2' WHEN 5 THEN 'L3' WHEN 6 THEN 'L4'
         WHEN 7 THEN 'L5' WHEN 8 THEN 'L6'
         WHEN 9 THEN 'LC1' WHEN 10 THEN 'LC2' WHEN 11 THEN 'LC3' WHEN 12 THEN 'LC4'
         WHEN 13 THEN 'LC5' WHEN 14 THEN 'LC6' ELSE '' END || ' '
    || total_levels::text
  )
) STORED;
CREATE INDEX student_profiles_search_trgm_idx ON student_profiles USING gin (search_text gin_trgm_ops);
-- search_text covers the offer now.
DROP INDEX student_profiles_offer_trgm_idx;

