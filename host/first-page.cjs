// What the host's index.html preloads for the first page (tooling/first-page-preloads.cjs): the
// `import()`s start-up makes, and the constants of src/app/first-page.ts's rule, which the page's
// inline script repeats (src/__tests__/first-page-preloads.test.ts holds the two together).
module.exports = {
  startUp: { from: 'host/src/index.ts', request: './bootstrap' },
  login: [{ from: 'host/src/app/AppRoutes.tsx', request: '../features/auth/components/LoginPage' }],
  signedIn: [
    { from: 'host/src/bootstrap.tsx', request: './features/remotes/remote-shell' },
    { from: 'shared-auth/src/http.ts', request: 'ky' },
  ],
  visitorPages: ['/login', '/signup'],
  visitorPrefix: '/auth/',
  tokenKey: 'access_token',
  previewParam: 'remote:',
  previewStorage: 'linguadesk.preview.',
  screensKey: 'linguadesk.firstScreens',
};
