// The browser's Prism, loaded on demand: registers the extra languages and `questdb-sql` (the work
// theme-classic's prism-include-languages client module does on the server), then renders the
// theme's own highlighted code block.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {default} from '@theme-original/CodeBlock/Content';
