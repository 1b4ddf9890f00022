import { createRequire } from 'node:module';
import type { Configuration, RuleSetRule } from 'webpack';

const require = createRequire(import.meta.url);

/**
 * How every Amora front-end build reads its sources: TypeScript compiled by swc, workspace packages
 * compiled from source (the "amora-source" export condition), `.js` specifiers resolved to the
 * `.ts` files beside them. Shared by the federated builds and the standalone lander page.
 */
export function sourceResolve(): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    conditionNames: ['amora-source', '...'],
  };
}

/** The swc rule for `.ts`/`.tsx` sources outside node_modules. */
export function typescriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

/** Prose kept as Markdown (the information pages): imported as its text, parsed by the page. */
export function markdownTextRule(): RuleSetRule {
  return { test: /\.md$/, type: 'asset/source' };
}
