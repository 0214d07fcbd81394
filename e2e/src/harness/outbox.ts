// Without SMTP the API stores each mail in its outbox and logs it with its link (API.md); the
// journeys read that log line from the suite's output, as a developer would.
import fs from 'node:fs';

interface MailLogLine {
  to?: unknown;
  link?: unknown;
}

function mailLines(logFile: string): MailLogLine[] {
  return fs
    .readFileSync(logFile, 'utf8')
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

/** The newest link of the given kind mailed to `email`, waiting for the log line to appear. */
export async function mailedLink(
  logFile: string,
  email: string,
  kind: 'verify-email' | 'reset-password',
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = mailLines(logFile)
      .filter((line) => line.to === email && typeof line.link === 'string')
      .map((line) => line.link as string)
      .filter((candidate) => candidate.includes(`/auth/${kind}/`))
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${kind} link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
