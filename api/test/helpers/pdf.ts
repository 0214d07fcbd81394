// A PDF's text as a reader gets it, through poppler's pdftotext (poppler-utils; .ci/run installs
// it). Without it the tests that read PDFs fail naming the package, rather than pass unread.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((path) =>
  existsSync(path),
);

/**
 * The text of `pdf` line by line as laid out (each block of a line in reading order), without the
 * direction marks pdftotext puts around runs.
 */
export function pdfText(pdf: Buffer): string {
  if (!PDFTOTEXT)
    throw new Error('pdftotext is missing: install poppler-utils to read the PDFs back');
  const text = execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  return text.toString('utf8').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/**
 * Whether one line of `text` holds every phrase, each with its words in that order. Spaces are
 * left out of the comparison: pdftotext reads a gap between two unjoined Arabic letters as one.
 */
export function hasLine(text: string, ...phrases: string[]): boolean {
  const bare = (value: string) => value.replace(/\s+/g, '');
  return text
    .split('\n')
    .some((line) => phrases.every((phrase) => bare(line).includes(bare(phrase))));
}
