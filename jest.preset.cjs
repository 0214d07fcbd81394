// Shared jest settings: TypeScript through SWC (fast on two cores); typechecking is `pnpm typecheck`.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky and a few other dependencies ship ESM only; pnpm keeps them under node_modules/.pnpm/.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|@?ky[^/]*)[@/])'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/test/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
