// The locale parts served by texts-plugin.ts.
declare module 'virtual:texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
