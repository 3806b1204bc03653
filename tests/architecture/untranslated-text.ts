import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/*
 * What a person reads must come from the catalogues (issue 17): this finds,
 * in the web app's source, text written where a person will read it.
 *
 * - JSX text with a letter in it: <p>Hello</p>
 * - a text literal as a JSX child: <p>{'Hello'}</p>
 * - a text literal in an attribute a person (or their screen reader) reads:
 *   aria-label, title, placeholder, alt, label, description
 * - a text literal given to a toast: toast.error('Failed'), { description: 'x' }
 * - the English-only string table: an import of '@shared/strings'
 *
 * A line carrying `i18n-exempt` (or following one) is left alone: for a
 * brand name or a sample that is the same in every language.
 */

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning', 'message', 'loading']);
const HAS_LETTER = /\p{L}/u;

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** A Babel AST node, as much of it as this reader looks at. */
interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The text of a string literal or of a template with no `${}`; undefined otherwise. */
function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as Array<{ value: { cooked: string } }>;
    return quasi?.value.cooked;
  }
  return undefined;
}

/** The literal texts an expression can evaluate to through conditions (`a ? 'x' : 'y'`, `a && 'x'`). */
function branchTexts(expression: unknown): string[] {
  const text = literalText(expression);
  if (text !== undefined) return [text];
  if (!isNode(expression)) return [];
  if (expression.type === 'ConditionalExpression') {
    return [...branchTexts(expression.consequent), ...branchTexts(expression.alternate)];
  }
  if (expression.type === 'LogicalExpression') return branchTexts(expression.right);
  return [];
}

function isToastCall(call: Node): boolean {
  const callee = call.callee as Node;
  if (callee.type === 'Identifier') return callee.name === 'toast';
  if (callee.type !== 'MemberExpression') return false;
  const object = callee.object as Node;
  const property = callee.property as Node;
  return (
    object.type === 'Identifier' &&
    object.name === 'toast' &&
    property.type === 'Identifier' &&
    TOAST_METHODS.has(property.name as string)
  );
}

/** The untranslated texts of one file (path relative to `root`). */
export function untranslatedText(root: string, file: string): UntranslatedText[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const lines = source.split('\n');
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: UntranslatedText[] = [];

  const report = (node: Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const line = node.loc?.start.line ?? 0;
    if (lines[line - 1]?.includes('i18n-exempt') || lines[line - 2]?.includes('i18n-exempt')) {
      return;
    }
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };

  const check = (node: Node, parent: Node | undefined) => {
    switch (node.type) {
      case 'ImportDeclaration':
        if (literalText(node.source) === '@shared/strings') report(node, 'imports @shared/strings');
        break;
      case 'JSXText':
        report(node, node.value as string);
        break;
      case 'JSXExpressionContainer': {
        const child = parent?.type === 'JSXElement' || parent?.type === 'JSXFragment';
        if (!child) break;
        // A literal child, or one a condition picks: {ok ? 'Saved' : 'Failed'}, {busy && 'Saving'}.
        for (const text of branchTexts(node.expression)) report(node, text);
        break;
      }
      case 'JSXAttribute': {
        const name = node.name as Node;
        if (name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(name.name as string)) break;
        const value = node.value as Node | null;
        const text =
          value?.type === 'JSXExpressionContainer'
            ? literalText(value.expression)
            : literalText(value);
        if (value && text !== undefined) report(value, text);
        break;
      }
      case 'CallExpression':
        if (!isToastCall(node)) break;
        for (const argument of node.arguments as Node[]) {
          const text = literalText(argument);
          if (text !== undefined) report(argument, text);
          if (argument.type !== 'ObjectExpression') continue;
          for (const property of argument.properties as Node[]) {
            const value = literalText(property.value);
            if (property.type === 'ObjectProperty' && value !== undefined) report(property, value);
          }
        }
        break;
    }
  };

  const walk = (node: Node, parent: Node | undefined) => {
    check(node, parent);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) walk(item, node);
      } else if (isNode(value)) {
        walk(value, node);
      }
    }
  };
  walk(ast.program as unknown as Node, undefined);
  return found;
}
