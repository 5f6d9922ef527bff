// A feature is entered through its front door: code outside `src/features/<feature>/` imports it only as
// `…/features/<feature>` (its index.ts, the public surface), never `…/features/<feature>/components/x`.
// What two features share lives outside features (`src/shared/`, `src/components/`), not in one of them.
import path from 'node:path';

/** `{ src, feature, rest }` of a file under `<…>/src/features/<feature>/…`, or of `<…>/src/…` (feature null). */
function locate(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return null;
  const inFeatures = parts[src + 1] === 'features' && parts.length > src + 2;
  return {
    src: parts.slice(0, src + 1).join(path.sep),
    feature: inFeatures ? parts[src + 2] : null,
    rest: inFeatures ? parts.slice(src + 3) : [],
  };
}

const isIndex = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.[cm]?[jt]sx?)?$/.test(rest[0]));

/** @type {import('eslint').Rule.RuleModule} */
export const featureFrontDoors = {
  meta: {
    type: 'problem',
    docs: { description: "import another feature only through its index.ts (`features/<feature>`), not its files" },
    schema: [],
    messages: {
      deep: "'{{source}}' reaches into feature '{{feature}}': import it from '{{door}}' (its index.ts), and export what is needed there; move what two features share to src/shared or src/components.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = locate(path.resolve(file));
    if (!from) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(file), source));
      if (!target || target.src !== from.src || target.feature === null) return;
      if (target.feature === from.feature || isIndex(target.rest)) return;
      let door = path.relative(path.dirname(file), path.join(target.src, 'features', target.feature)).split(path.sep).join('/');
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node, messageId: 'deep', data: { source, feature: target.feature, door } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** The local plugin eslint.config.mjs registers as `local`. */
export default { rules: { 'feature-front-doors': featureFrontDoors } };
