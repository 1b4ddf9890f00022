declare global {
  const __AMORA_BUILD_MARKER__: string;
}

declare module '*.json' {
  const value: Record<string, string>;
  export default value;
}

export {};
