// Two projects: the server's tests run in Node, the app's in jsdom (jest-fixed-jsdom keeps Node's
// fetch, streams and TextEncoder, which msw 2 needs). msw's dependencies ship ESM only, so babel
// transforms them.
const esmPackages = [
  'wouter',
  'regexparam',
  'mitt',
  'react-intl',
  'intl-messageformat',
  '@formatjs',
  'msw',
  '@mswjs',
  'until-async',
  'rettime',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@bundled-es-modules',
  '@open-draft',
  'idb',
  'fake-indexeddb',
  'cookie',
  '@web3-storage/parse-link-header',
];
const transformIgnorePatterns = [`node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transformIgnorePatterns,
      // Many tests start an instance with its seeded world, which a loaded machine takes seconds for.
      setupFilesAfterEnv: ['<rootDir>/__tests__/server/setup.ts'],
    },
    {
      // The build's and the bench's own helpers (ES modules, compiled by babel like the rest).
      displayName: 'tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/{bench,build}/**/*.test.ts'],
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns,
    },
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/{src,service-worker}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup-app.ts'],
      // msw's dependencies (rettime ...) ship .mjs files, which babel-jest only compiles when asked.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.(css|svg|png)$': '<rootDir>/__tests__/file-stub.js',
        // The icon sprite is built by webpack; components see a stand-in URL.
        'icons\\.json\\?sprite$': '<rootDir>/__tests__/file-stub.js',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};
