// The app build: one entry (styles + src/index.tsx), hashed file names under dist/, the HTML shell,
// the web app manifest and icons, the service worker with its precache manifest, and a first-load
// size budget that fails the build when crossed.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { SizeBudgetPlugin } = require('./webpack/size-budget-plugin');
const { BuildStampPlugin } = require('./webpack/build-stamp');
const { LocaleCataloguesPlugin, shortMessageId } = require('./webpack/locale-catalogues');

// Text assets worth compressing; the instance serves the .br or .gz file beside each by Accept-Encoding.
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;

// The entry's initial chunks may not pass 133,000 B of gzipped JavaScript: the first load's target.
// The bench measures what a first post really waits for (the initial chunks and any lazy chunk asked
// for before it), against the same target and the 150 KiB budget.
const INITIAL_JS_GZIP_BUDGET = 133_000;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: ['./src/styles/index.css', './src/index.tsx'] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Lazy chunks go by id and a short hash: the runtime lists every chunk's file name, and at about a
      // hundred chunks names and longer hashes would cost the first load a few hundred bytes.
      chunkFilename: production ? '[id].[contenthash:6].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // Source maps stay out of the precache (see InjectManifest below); `eval` kinds are avoided
    // because the Content-Security-Policy forbids eval, in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-intl's documented size reduction: messages are compiled to ASTs at build time (babel
      // plugin below), so the ICU parser (about 7 KB gzipped) stays out of the bundle. A message
      // built at run time from a variable cannot be formatted then: write messages as literals.
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        'use-sync-external-store/shim/index.js$': path.resolve(
          __dirname,
          'webpack/react-use-sync-external-store.js',
        ),
        'use-sync-external-store/shim$': path.resolve(__dirname, 'webpack/react-use-sync-external-store.js'),
        // immer's production build: its default ES build keeps development checks and messages
        // behind process.env tests, which leave pieces behind once minified.
        ...(production
          ? { immer$: path.resolve(require.resolve('immer/package.json'), '../dist/immer.production.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              // Its own folder: the cache's key cannot see overrideIdFn, a function.
              cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/babel-loader-short-ids'),
              // Messages go in as ASTs and under short ids (the catalogues use the same ones).
              plugins: [
                [
                  'formatjs',
                  { ast: true, removeDefaultMessage: false, overrideIdFn: (id) => shortMessageId(id) },
                ],
              ],
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
        // The icon table becomes one SVG sprite of Material Symbols, read from the package here.
        {
          test: /[\\/]src[\\/]ui[\\/]icons\.json$/,
          resourceQuery: /sprite/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'webpack/material-symbols-sprite-loader.js'),
        },
        { test: /\.(png|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Terser (webpack's minimizer) told what the code is: modern syntax for the browsers of
      // `browserslist`, chunks that never read a global of their own, property reads without side
      // effects, and three passes. About 400 B of the first load.
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
          format: { ecma: 2020 },
        },
      },
      runtimeChunk: 'single',
      // Export names mangled to the shortest names, and module ids numbered by use (the most used the
      // shortest) rather than names and ids that stay the same from build to build: about 1.9 KB and
      // 1 KB of the first load, against more changed files after a release (a returning user's service
      // worker fetches them in the background; the first load of every user is what waits). Chunk ids
      // stay deterministic.
      mangleExports: 'size',
      moduleIds: 'size',
      splitChunks: {
        chunks: 'all',
        // Code that two lazy views share is copied into each rather than split into a third file: a
        // layout's first paint then waits for one file, not two (the layouts share about 5 KB).
        minSize: 40_000,
        cacheGroups: {
          // React changes less often than the app: its own long-cached file.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'framework',
            priority: 40,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      // English is extracted from the sources; every other language's catalogue is compiled to ASTs
      // and emitted as a hashed file the app fetches (and the service worker precaches).
      new LocaleCataloguesPlugin({ root: __dirname }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:6].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: 'src/index.html',
        filename: 'index.html',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'manifest', to: '.', globOptions: { ignore: ['**/README*'] } }],
      }),
      ...(production
        ? [
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'service-worker/sw.ts'),
              swDest: 'sw.js',
              exclude: [
                /\.map$/,
                /\.LICENSE\.txt$/,
                /^build-stats\.json$/,
                /^icons\/.*-maskable/,
                // Shown by the browser's install dialog only, never by the app.
                /^screenshots\//,
                /^icons\/shortcut-/,
                /\.(br|gz)$/,
              ],
              maximumFileSizeToCacheInBytes: 1024 * 1024,
            }),
            // Development bundles are unminified: only production sizes mean anything.
            new SizeBudgetPlugin({ budgetBytes: INITIAL_JS_GZIP_BUDGET, statsFile: 'build-stats.json' }),
            // Compressed once at build time, at the highest levels, rather than on every request.
            new CompressionPlugin({
              test: COMPRESSIBLE,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              threshold: 1024,
              minRatio: 0.9,
            }),
            // Marks dist/ as the build of the current sources, which `npm start` then reuses.
            new BuildStampPlugin({ root: __dirname }),
          ]
        : []),
    ],
  };
};
