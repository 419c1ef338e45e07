// Vite returns a stylesheet imported with `?inline` as its text.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
