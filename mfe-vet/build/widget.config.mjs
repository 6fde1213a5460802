// The partner widget: one plain script (no Module Federation, no React) that defines <petpal-vet-booking>.
// Built after the remote into dist/widget/ under a stable name, so partners' script tags never change.
import path from 'node:path';
import rspack from '@rspack/core';
import { PrecompressPlugin } from '@petpal/design-system/build/precompress';

const dir = path.join(import.meta.dirname, '..');

export default {
  mode: 'production',
  context: dir,
  entry: { 'petpal-vet-booking': './src/widget/index.ts' },
  devtool: false,
  target: ['web', 'es2022'],
  output: { path: path.join(dir, 'dist', 'widget'), filename: '[name].js', clean: true, iife: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]s$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new PrecompressPlugin()],
  optimization: { minimize: true },
  performance: { hints: false },
};
