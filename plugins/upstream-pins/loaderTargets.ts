// A loader whose test no longer matches a file (Docusaurus renamed or moved it) would skip without
// a word. This rspack plugin fails the build instead, naming the loader and the file it expected.
// Typed with webpack's API, which Docusaurus' configureWebpack expects; rspack implements these hooks.
import type {Compiler} from 'webpack';

export interface LoaderTarget {
  /** The files the loader rewrites, as its rule's `test`. */
  readonly test: RegExp;
  /** The loader's file. */
  readonly loader: string;
  /** The file(s) it expects, for the message: ".docusaurus/registry.js". */
  readonly expects: string;
}

const NAME = 'RequireLoaderTargets';

/** The targets no module of `resources` matches. */
export function missingTargets(targets: readonly LoaderTarget[], resources: Iterable<string>): LoaderTarget[] {
  const all = [...resources];
  return targets.filter((target) => !all.some((resource) => target.test.test(resource)));
}

export function missingTargetMessage(target: LoaderTarget): string {
  return (
    `${target.loader}: no module of the build matches ${target.test} (expected ${target.expects}); ` +
    'Docusaurus renamed or moved the file: find it, check that it still has the shape the loader expects, and update the rule'
  );
}

export class RequireLoaderTargets {
  constructor(private readonly targets: readonly LoaderTarget[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const resources: string[] = [];
        for (const module of modules) {
          const resource = module.nameForCondition();
          if (resource) resources.push(resource);
        }
        for (const target of missingTargets(this.targets, resources)) {
          compilation.errors.push(new compiler.webpack.WebpackError(missingTargetMessage(target)));
        }
      });
    });
  }
}
