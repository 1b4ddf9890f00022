/** A TypeScript source that imports nothing, as one classic script. */
export function transpilePlainScript(source: string): string;

/** `<base>.<10 hex of the script's content>.js`. */
export function hashedPlainScriptName(sourceFile: string, base: string): string;

export class PlainScriptPlugin {
  constructor(sourceFile: string, assetName: string);
  apply(compiler: unknown): void;
}
