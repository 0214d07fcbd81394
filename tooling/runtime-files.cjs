// config.json (API_URL) and, for the host, remotes.json: the files a deployment edits. The build
// writes defaults next to index.html; `pnpm start` and the dev server serve the real values.
class RuntimeFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.files)) {
            compilation.emitAsset(
              file,
              new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
            );
          }
        },
      );
    });
  }
}

function runtimeFilesMiddleware(files) {
  return {
    name: 'runtime-files',
    middleware: (req, res, next) => {
      const file = req.url && files[req.url.split('?')[0].replace(/^\//, '')];
      if (!file) return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(file));
    },
  };
}

module.exports = { RuntimeFilesPlugin, runtimeFilesMiddleware };
