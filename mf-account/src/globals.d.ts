declare const __AMORA_BUILD_MARKER__: string;

declare module '*.json' {
  const value: Record<string, string>;
  export default value;
}

/** Prose kept as Markdown (the information pages), loaded as its text. */
declare module '*.md' {
  const text: string;
  export default text;
}
