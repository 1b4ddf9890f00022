import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import webpack from 'webpack';

/**
 * A TypeScript source as one classic script, transpiled on its own, without webpack's runtime or
 * chunks: the push service worker at its fixed URL (ADR 0021) and the locale-data worker (ADR 0057).
 * The source imports nothing; its `export`s exist for the unit tests and are dropped here, since a
 * classic script cannot have them.
 */
export function transpilePlainScript(source) {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  });
  const script = outputText
    .replace(/^export \{\};?\s*$/gm, '')
    .replace(/^export (?=(async )?function |const )/gm, '');
  if (/^\s*(import|export)\b/m.test(script))
    throw new Error('a plain script must not import or re-export anything');
  return script;
}

/**
 * `<base>.<10 hex of its content>.js`: the name of a plain script served as an immutable file (the
 * server caches names of that form for a year, ADR 0012), known before the build so the shell's
 * code can name it.
 */
export function hashedPlainScriptName(sourceFile, base) {
  const script = transpilePlainScript(readFileSync(sourceFile, 'utf8'));
  return `${base}.${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
}

/** Emits `sourceFile` as the plain script `assetName`. */
export class PlainScriptPlugin {
  constructor(sourceFile, assetName) {
    this.sourceFile = sourceFile;
    this.assetName = assetName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PlainScriptPlugin', (compilation) => {
      compilation.fileDependencies.add(this.sourceFile);
      compilation.hooks.processAssets.tap(
        { name: 'PlainScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const script = transpilePlainScript(readFileSync(this.sourceFile, 'utf8'));
          compilation.emitAsset(this.assetName, new webpack.sources.RawSource(script));
        },
      );
    });
  }
}
