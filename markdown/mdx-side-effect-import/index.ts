import type {RootContent} from 'mdast';

/** An MDX ESM node for one import declaration, with the estree MDX needs to compile it. */
function importNode(source: string, defaultName?: string): RootContent {
  const node = {
    type: 'mdxjsEsm' as const,
    value: defaultName ? `import ${defaultName} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: defaultName ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}] : [],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
  return node as unknown as RootContent;
}

/** `import '<source>';` */
export function sideEffectImport(source: string): RootContent {
  return importNode(source);
}

/** `import <name> from '<source>';` */
export function defaultImport(source: string, name: string): RootContent {
  return importNode(source, name);
}
