// Without SMTP the API stores each mail in its outbox (email_outbox) and logs it with its link
// (docs/operations.md#mail); the embedded database belongs to the running API, so the journeys read that log line
// from the suite's output, as a developer would.
import fs from 'node:fs';
import { suiteLog } from './suite';

interface MailLogLine {
  to?: unknown;
  subject?: unknown;
  link?: unknown;
}

function mailLines(): MailLogLine[] {
  return fs
    .readFileSync(suiteLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"link"'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as MailLogLine];
      } catch {
        return [];
      }
    });
}

/** The newest link of the given kind mailed to `email` so far, if any. */
export function mailedLink(
  email: string,
  kind: 'verify-email' | 'reset-password',
): string | undefined {
  return mailLines()
    .filter((line) => line.to === email && typeof line.link === 'string')
    .map((line) => line.link as string)
    .filter((candidate) => candidate.includes(`/auth/${kind}/`))
    .at(-1);
}

/** The subject of the newest mail of the given kind to `email`, in the language it was written in. */
export function mailedSubject(
  email: string,
  kind: 'verify-email' | 'reset-password',
): string | undefined {
  return mailLines()
    .filter((line) => line.to === email && String(line.link).includes(`/auth/${kind}/`))
    .map((line) => String(line.subject))
    .at(-1);
}
