import type {RootContent} from 'mdast';

/** An MDX ESM node for `import '<source>';`, with the estree MDX needs to compile it. */
export function sideEffectImport(source: string): RootContent {
  const node = {
    type: 'mdxjsEsm' as const,
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source, raw: `'${source}'`}}],
      },
    },
  };
  return node as unknown as RootContent;
}
