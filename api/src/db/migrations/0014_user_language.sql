-- Each user's language preference: the language the screens open in and the user's e-mails are
-- written in, and Western or Arabic-Indic digits for Arabic. A constant default adds the columns
-- without rewriting the table.
ALTER TABLE users
  ADD COLUMN locale varchar(8) NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  ADD COLUMN digits varchar(8) NOT NULL DEFAULT 'latn' CHECK (digits IN ('latn', 'arab'));
