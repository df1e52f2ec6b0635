// The Prism grammar of QuestDB SQL, built from the word lists @questdb/sql-parser exports so
// highlighting follows the parser instead of a hand-typed list.

export interface SqlWordLists {
  readonly keywords: readonly string[];
  readonly functions: readonly string[];
  readonly dataTypes: readonly string[];
  readonly constants: readonly string[];
}

type Token = {pattern: RegExp; greedy?: boolean; lookbehind?: boolean; alias?: string};

function escapeWord(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One case-insensitive regex matching any of `words` as a whole word; longest first. */
export function wordsPattern(words: readonly string[], suffix = ''): RegExp {
  const alternatives = [...new Set(words.map((w) => w.toLowerCase()))]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(escapeWord)
    .join('|');
  return new RegExp(`\\b(?:${alternatives})\\b${suffix}`, 'i');
}

export function buildQuestdbSqlGrammar(lists: SqlWordLists): Record<string, Token | Token[]> {
  const typeWords = new Set(lists.dataTypes.map((t) => t.toLowerCase()));
  // A few constants (day, hour, ...) are also keywords; highlight them as keywords.
  const keywordWords = new Set(lists.keywords.map((k) => k.toLowerCase()));
  const constantWords = lists.constants.filter((c) => !keywordWords.has(c.toLowerCase()));
  return {
    comment: [
      {pattern: /--.*/, greedy: true},
      {pattern: /\/\*[\s\S]*?\*\//, greedy: true},
    ],
    string: {pattern: /'(?:[^']|'')*'/, greedy: true},
    identifier: {pattern: /"(?:[^"]|"")*"/, greedy: true, alias: 'variable'},
    variable: {pattern: /@[a-z_]\w*/i},
    function: {pattern: wordsPattern(lists.functions, '(?=\\s*\\()')},
    'class-name': {pattern: wordsPattern([...typeWords])},
    keyword: {pattern: wordsPattern([...keywordWords].filter((k) => !typeWords.has(k)))},
    boolean: {pattern: wordsPattern(constantWords)},
    number: {pattern: /\b\d+(?:\.\d+)?(?:e[+-]?\d+)?(?:[uUTsmhdwMyn]|ms|us|ns)?\b/i},
    operator: {pattern: /::|<<=|>>=|<<|>>|<=|>=|<>|!=|!~|~=|\|\||[-+*/%=<>~&|^]/},
    punctuation: {pattern: /[;:(),.[\]]/},
  };
}
