// Runs the Markdown export in a child process at the lowest CPU priority, from the moment all
// content is loaded (./index.ts). On a machine whose cores are busy bundling, the child gets
// little CPU until bundling ends; then it converts the pages on a core of its own while the main
// process renders the HTML (SSG, single-threaded for a site of this size). The build waits for
// it in postBuild only. Done in the main process, the export took about 3 s of the critical path.
import {fork} from 'node:child_process';
import os from 'node:os';
import {fileURLToPath} from 'node:url';
import type {CollectedPages} from './collectPages';
import type {ExportFile} from './exportMarkdown';
import type {SiteSummary} from './llmsTxt';
import type {ExportData} from './types';

/** Everything the export reads: plain data, sent to the child as a structured clone. */
export interface ExportJob {
  readonly collected: CollectedPages;
  readonly data: ExportData;
  readonly site: SiteSummary;
}

type ChildMessage = {files: ExportFile[]} | {error: string};

const LOWEST_PRIORITY = 19;

export function exportInChildProcess(job: ExportJob): Promise<ExportFile[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./child.cjs', import.meta.url)), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // Not permitted here: the child runs at normal priority, which only costs some overlap.
    }
    child.once('message', (message: ChildMessage) => {
      if ('files' in message) resolve(message.files);
      else reject(new Error(`markdown-export: ${message.error}`));
    });
    child.once('error', (error) => reject(new Error(`markdown-export: could not run the export process: ${error.message}`)));
    // After a message this changes nothing (a settled promise stays settled).
    child.once('exit', (code, signal) =>
      reject(new Error(`markdown-export: the export process ended (${signal ?? `exit code ${code}`}) without sending its files`)),
    );
    child.send(job);
  });
}
