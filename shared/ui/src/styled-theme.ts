import type { AmoraTheme } from './theme.js';

// Types every styled component's `theme` as the Amora theme, in this package and every app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends AmoraTheme {}
}

export {};
