import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PluginObj, PluginPass, types as BabelTypes } from '@babel/core';

type T = typeof BabelTypes;

/** `styled.a`, `styled(Link)`, and either followed by `.attrs(...)` or `.withConfig(...)`. */
function isStyledTag(t: T, node: BabelTypes.Node): boolean {
  if (t.isMemberExpression(node)) return t.isIdentifier(node.object, { name: 'styled' });
  if (!t.isCallExpression(node)) return false;
  if (t.isIdentifier(node.callee, { name: 'styled' })) return true;
  return (
    t.isMemberExpression(node.callee) &&
    (t.isIdentifier(node.callee.property, { name: 'attrs' }) ||
      t.isIdentifier(node.callee.property, { name: 'withConfig' })) &&
    isStyledTag(t, node.callee.object)
  );
}

/**
 * Gives every styled component a stable id (file path hash and position in the file), the one part
 * of babel-plugin-styled-components that server rendering needs. Without it, styled-components
 * numbers components in the order their modules run, which differs between the browser (lazy
 * chunks load as pages are visited) and the server bundle, and the class names would not match
 * when the browser hydrates the server's markup.
 */
export function styledComponentIds(root: string) {
  return ({ types: t }: { types: T }): PluginObj<PluginPass & { prefix: string; count: number }> => ({
    name: 'styled-component-ids',
    visitor: {
      Program(_path, state) {
        const file = path
          .relative(root, state.filename ?? '')
          .split(path.sep)
          .join('/');
        state.prefix = `sc-${createHash('sha1').update(file).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`;
        state.count = 0;
      },
      TaggedTemplateExpression(tagged, state) {
        const { tag } = tagged.node;
        if (!isStyledTag(t, tag)) return;
        const componentId = `${state.prefix}-${state.count++}`;
        tagged.node.tag = t.callExpression(t.memberExpression(tag, t.identifier('withConfig')), [
          t.objectExpression([t.objectProperty(t.identifier('componentId'), t.stringLiteral(componentId))]),
        ]);
      },
    },
  });
}
