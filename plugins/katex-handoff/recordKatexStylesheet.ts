// An rspack plugin for the browser build: records the address of the CSS file that holds KaTeX's
// stylesheet in process.env, where the server render of src/components/KatexStylesheet reads it to
// link the stylesheet from the HTML of pages with math. The server render runs after both builds,
// in this process or in worker threads started later (which inherit the environment).
import type {Compiler} from 'webpack';
import {KATEX_STYLESHEET_ENV} from '../../src/components/KatexStylesheet/constants';

const NAME = 'RecordKatexStylesheet';
const KATEX_FONT_FACE = /font-family:\s*KaTeX_Main/;

export class RecordKatexStylesheet {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT}, (assets) => {
        const files = Object.keys(assets).filter(
          (file) => file.endsWith('.css') && KATEX_FONT_FACE.test(assets[file]!.source().toString()),
        );
        if (files.length > 1) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${NAME}: KaTeX's stylesheet is in ${files.length} CSS files (${files.join(', ')}); expected one`),
          );
          return;
        }
        const publicPath = String(compiler.options.output.publicPath ?? '/');
        if (files[0]) process.env[KATEX_STYLESHEET_ENV] = `${publicPath}${files[0]}`;
        else delete process.env[KATEX_STYLESHEET_ENV];
      });
    });
  }
}
