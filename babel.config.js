// Babel compiles the app for webpack and every TypeScript file for jest; `tsc --noEmit` type-checks.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    // typed-redux-saga/macro: sagas are written with `yield* effect()` for the types, and compiled back to
    // plain `yield effect()`, so no wrapper generator reaches the bundle or runs.
    plugins: ['macros'],
  };
};
