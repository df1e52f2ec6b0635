import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderModules} from './modules';
import type {PluginOptions} from './options';
import {readSamples} from './readSamples';
import type {IngestSamples} from './types';

export default function pluginIngestSamples(
  context: LoadContext,
  options: PluginOptions,
): Plugin<IngestSamples> {
  return {
    name: 'ingest-samples',
    getPathsToWatch() {
      return [path.join(path.resolve(context.siteDir, options.path), '**/*')];
    },
    async loadContent() {
      return readSamples(context.siteDir, options.path);
    },
    async contentLoaded({content, actions}) {
      // Modules, not global data: only pages that render <IngestSample> download the samples.
      await Promise.all(renderModules(content).map(({name, content: text}) => actions.createData(name, text)));
    },
  };
}

export {validateOptions} from './options';
export type {PluginOptions, Options} from './options';
