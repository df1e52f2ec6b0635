// Registers the `questdb-sql` Prism language (the default code-block language) after the
// languages Docusaurus loads from `prism.additionalLanguages`.
import prismIncludeLanguages from '@theme-original/prism-include-languages';
import {keywords, functions, dataTypes, constants} from '@questdb/sql-parser/grammar';
import {buildQuestdbSqlGrammar} from '@site/src/theme/questdbSqlGrammar';

type PrismLike = {languages: Record<string, unknown>};

export default function prismIncludeLanguagesWithQuestdb(Prism: PrismLike): void {
  prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);
  Prism.languages['questdb-sql'] = buildQuestdbSqlGrammar({keywords, functions, dataTypes, constants});
}
