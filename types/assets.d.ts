// CSS files are imported as text and adopted as constructable stylesheets (see src/ui/styles.ts).
declare module '*.css' {
  const css: string;
  export default css;
}
