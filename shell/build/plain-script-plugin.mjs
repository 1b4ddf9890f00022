import { readFileSync } from 'node:fs';
import ts from 'typescript';
import webpack from 'webpack';

/**
 * Emits the push service worker (`src/service-worker/sw-push.ts`) as `/sw-push.js`: the one file
 * transpiled on its own, without webpack's runtime or chunks (a service worker is a classic
 * script at a fixed URL; ADR 0021). The source imports nothing; its `export`s exist for the unit
 * tests and are dropped here, since a classic script cannot have them.
 */
export function transpileServiceWorker(source) {
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
    throw new Error('sw-push.ts must not import or re-export anything');
  return script;
}

export class ServiceWorkerPlugin {
  constructor(sourceFile, assetName = 'sw-push.js') {
    this.sourceFile = sourceFile;
    this.assetName = assetName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.sourceFile);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const script = transpileServiceWorker(readFileSync(this.sourceFile, 'utf8'));
          compilation.emitAsset(this.assetName, new webpack.sources.RawSource(script));
        },
      );
    });
  }
}
