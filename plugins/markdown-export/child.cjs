// The Markdown export's child process (see ./childProcess.ts): receives the pages and the data
// they embed, converts every page, and sends the files back. The plugin's TypeScript is loaded
// with the same jiti that Docusaurus loads plugins with.
const path = require('node:path');

const docusaurusUtils = path.dirname(require.resolve('@docusaurus/utils/package.json'));
const createJiti = require(require.resolve('jiti', {paths: [docusaurusUtils]}));
const load = createJiti(__filename, {cache: true, interopDefault: true});

process.once('message', (job) => {
  let files;
  try {
    const {exportMarkdown} = load('./exportMarkdown.ts');
    files = exportMarkdown(job.collected, job.data, job.site);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.send({error: message}, () => process.exit(1));
    return;
  }
  process.send({files}, () => process.disconnect());
});
