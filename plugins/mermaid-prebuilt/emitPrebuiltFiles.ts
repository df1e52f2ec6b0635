// An rspack plugin for both builds: defines the entry's address and imports for ./loadMermaid.ts and, in the
// browser build, adds the pre-built Mermaid files to the output as they are (already minified, so
// the minifier skips them).
// Typed with webpack's Compiler, the type Docusaurus' configureWebpack speaks; rspack provides the same API.
import type {Compiler} from 'webpack';
import type {PrebuiltMermaid} from './prebuiltFiles';

const NAME = 'EmitPrebuiltMermaid';

export class EmitPrebuiltFiles {
  constructor(
    private readonly mermaid: PrebuiltMermaid,
    private readonly emit: boolean,
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation, DefinePlugin, sources} = compiler.webpack;
    new DefinePlugin({
      __QDB_MERMAID_ENTRY__: JSON.stringify(this.mermaid.entry),
      __QDB_MERMAID_ENTRY_IMPORTS__: JSON.stringify(this.mermaid.entryImports),
    }).apply(compiler);
    if (!this.emit) return;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const file of this.mermaid.files) {
          compilation.emitAsset(file.path, new sources.RawSource(file.contents), {minimized: true});
        }
      });
    });
  }
}
