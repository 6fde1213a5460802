// `import text from './file.css?raw'`: the file's text, as the federation preset's `asset/source` rule and Vite
// (Storybook, Vitest) both give it.
declare module '*?raw' {
  const text: string;
  // eslint-disable-next-line no-restricted-exports -- the module's text is its default export, as Vite defines it
  export default text;
}
