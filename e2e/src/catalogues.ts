// The suite's catalogues as the journeys read them: a message by namespace and id in a language
// (to find a button by its Arabic name), and every English message that Arabic says otherwise
// (text no Arabic screen may show).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './suite';

type Catalogue = Record<string, string>;

/** The namespace each package's catalogue registers (its `defineCatalog` call). */
const NAMESPACE = /defineCatalog\(\s*'([a-zA-Z]+)'/;
const SKIP = new Set(['node_modules', 'dist', '.turbo', '.data', 'releases', '.git', 'e2e']);

function flatten(messages: object, prefix = '', into: Catalogue = {}): Catalogue {
  for (const [key, value] of Object.entries(messages)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as object, id, into);
    else into[id] = String(value);
  }
  return into;
}

/** Every `locales` folder and the namespace its package's code registers it under. */
function catalogueFolders(): { folder: string; namespace: string }[] {
  const found: { folder: string; namespace: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.name !== 'locales') {
        walk(full);
        continue;
      }
      const parent = path.dirname(full);
      const definer = fs
        .readdirSync(parent)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => NAMESPACE.exec(fs.readFileSync(path.join(parent, file), 'utf8')))
        .find(Boolean);
      if (definer?.[1]) found.push({ folder: full, namespace: definer[1] });
    }
  };
  walk(ROOT);
  return found;
}

let loaded: Record<string, Record<string, Catalogue>> | null = null;

/** language -> namespace -> flattened messages. */
function catalogues(): Record<string, Record<string, Catalogue>> {
  if (loaded) return loaded;
  loaded = {};
  for (const { folder, namespace } of catalogueFolders())
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const language = file.replace('.json', '');
      const messages = flatten(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
      const byNamespace = (loaded[language] ??= {});
      byNamespace[namespace] = { ...byNamespace[namespace], ...messages };
    }
  return loaded;
}

/** A message of a catalogue, as written (values and plurals are the test's to fill). */
export function message(language: string, namespace: string, id: string): string {
  const text = catalogues()[language]?.[namespace]?.[id];
  if (text === undefined) throw new Error(`No message ${namespace}.${id} in ${language}`);
  return text;
}

export const ar = (namespace: string, id: string) => message('ar', namespace, id);

/**
 * English messages without values whose Arabic differs: an Arabic screen showing one of them as a
 * whole text has let English through.
 */
export function englishOnlyTexts(): Set<string> {
  const { en = {}, ar: arabic = {} } = catalogues();
  const texts = new Set<string>();
  for (const [namespace, messages] of Object.entries(en))
    for (const [id, text] of Object.entries(messages))
      if (!text.includes('{') && /[A-Za-z]{2}/.test(text) && arabic[namespace]?.[id] !== text)
        texts.add(text.trim());
  return texts;
}

/** A message id shown as it is (`account.home.welcome`): a catalogue that was not there in time. */
export function isRawMessageId(text: string): boolean {
  const namespaces = Object.keys(catalogues().en ?? {});
  return namespaces.some((namespace) => new RegExp(`^${namespace}\\.[\\w.]+$`).test(text));
}
