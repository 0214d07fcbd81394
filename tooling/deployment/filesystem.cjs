// The filesystem driver of the deployment's storage (tooling/deployment/README.md): a directory an
// ordinary web server serves as it is. Temporary names start with "." so that neither `list` nor
// the servers (scripts/serve-releases.mjs, nginx's default) ever show a half-written file.
'use strict';

const { createHash, randomBytes } = require('crypto');
const fs = require('fs');
const path = require('path');

/** A strong validator of a file's bytes (the served ETag of remotes.json and host.json). */
const etagOf = (bytes) => createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

/** A key is slash-separated names, none empty, none starting with "." (no "..", no hidden files). */
function keyProblem(key) {
  if (typeof key !== 'string' || !key.split('/').every((part) => /^[^./\\][^/\\]*$/.test(part)))
    return `"${key}" is not a storage key (names separated by "/", none starting with ".")`;
  return null;
}

const temporaryName = (file) =>
  path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
  );

class FileSystemStore {
  /** @param {string} dir the deployment's directory (created on the first write) */
  constructor(dir) {
    this.kind = 'filesystem';
    this.dir = path.resolve(dir);
    /** Where it writes, for messages. */
    this.location = this.dir;
  }

  pathOf(key) {
    const problem = keyProblem(key);
    if (problem) throw new Error(problem);
    return path.join(this.dir, ...key.split('/'));
  }

  async read(key) {
    try {
      const body = await fs.promises.readFile(this.pathOf(key));
      return { body, etag: etagOf(body) };
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')
        return null;
      throw error;
    }
  }

  /**
   * Replaces the object whole: written aside, then renamed over it. Its modification time moves on
   * by a whole second at least, so a web server's ETag and Last-Modified (nginx's: seconds and
   * size) change with every rewrite, even two within one second.
   */
  async write(key, body) {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = temporaryName(file);
    try {
      await fs.promises.writeFile(temporary, body);
      const before = await fs.promises.stat(file).catch(() => null);
      if (before) {
        const seconds = Math.max(Date.now() / 1000, Math.floor(before.mtimeMs / 1000) + 1);
        await fs.promises.utimes(temporary, seconds, seconds);
      }
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
    return { etag: etagOf(Buffer.from(body)) };
  }

  /** Writes the object only if none exists: true when written, false when one was there. */
  async create(key, body) {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.promises.writeFile(file, body, { flag: 'wx' });
      return true;
    } catch (error) {
      if (error.code === 'EEXIST') return false;
      throw error;
    }
  }

  /** Appends a line; one write with O_APPEND, so lines of two writers never interleave. */
  async append(key, line) {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.appendFile(file, line.endsWith('\n') ? line : `${line}\n`);
  }

  /** The names directly under a prefix ("" for the top), sorted; [] when there is none. */
  async list(prefix = '') {
    const dir = prefix ? this.pathOf(prefix) : this.dir;
    try {
      const names = await fs.promises.readdir(dir);
      return names.filter((name) => !name.startsWith('.')).sort();
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    }
  }

  /**
   * Removes one object; with `ifMatch`, only while its ETag is that one. True when removed.
   * (The check and the removal are two steps here; callers hold the deploy lock, or are taking
   * over a lock whose holder is gone.)
   */
  async remove(key, { ifMatch } = {}) {
    if (ifMatch !== undefined) {
      const current = await this.read(key);
      if (!current || current.etag !== ifMatch) return false;
    }
    try {
      await fs.promises.unlink(this.pathOf(key));
      return true;
    } catch (error) {
      if (error.code === 'ENOENT') return false;
      throw error;
    }
  }

  /** Removes everything under a prefix (a release folder). */
  async removeFolder(prefix) {
    await fs.promises.rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  /**
   * Copies a local folder to a prefix that must not exist yet, whole or not at all: copied beside
   * it under a hidden name, then renamed into place. Throws (code EEXIST) when the prefix exists.
   */
  async writeFolder(prefix, localDir) {
    const target = this.pathOf(prefix);
    const exists = () => {
      const error = new Error(`${target} exists already`);
      error.code = 'EEXIST';
      return error;
    };
    if (fs.existsSync(target)) throw exists();
    const partial = temporaryName(target);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.cp(localDir, partial, { recursive: true });
      // rename() would replace an empty folder made meanwhile; a second release never replaces.
      if (fs.existsSync(target)) throw exists();
      await fs.promises.rename(partial, target);
    } finally {
      await fs.promises.rm(partial, { recursive: true, force: true });
    }
  }
}

module.exports = { FileSystemStore, etagOf, keyProblem };
