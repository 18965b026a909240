import type { Plugin } from 'vite';

const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]router\.js$/;
const SHARED_ID = '\0react-router-shared-state.js';

/** The values of router.js that the hooks and components every page runs import from it. */
const SHARED = [
  'IDLE_NAVIGATION',
  'IDLE_FETCHER',
  'IDLE_BLOCKER',
  'clientErrors',
  'invalidProtocols',
  'hasInvalidProtocol',
];

/** A top-level `const NAME = …;` or `function NAME(…) {…}` of react-router's formatted build, or undefined. */
function declaration(code: string, name: string): string | undefined {
  const start = code.search(new RegExp(`^(const ${name} = |function ${name}\\()`, 'm'));
  if (start < 0) return undefined;
  const lineEnd = code.indexOf('\n', start);
  const firstLine = code.slice(start, lineEnd);
  if (firstLine.startsWith('const') && firstLine.endsWith(';')) return firstLine;
  const close = /^[}\]];?$/m;
  const rest = code.slice(lineEnd + 1);
  const end = rest.search(close);
  if (end < 0) return undefined;
  return code.slice(start, lineEnd + 1 + end + rest.slice(end).indexOf('\n'));
}

/**
 * react-router keeps its data router (`createRouter`, ~15 KiB compressed) in lib/router/router.js,
 * beside a few constants that `useNavigate`, `useBlocker` and `RouterProvider` read. A bundler places
 * a module whole, so those constants kept router.js on every storefront page although only the back
 * office creates a data router (app/dataRouter.tsx). This moves them to a module of their own, which
 * router.js imports and re-exports (one instance of each, as before); router.js then goes with the
 * back office's chunk. A react-router whose router.js no longer has them fails the build.
 */
export function splitDataRouter(): Plugin {
  let shared = '';
  return {
    name: 'split-data-router',
    enforce: 'pre',
    resolveId: (id) => (id === SHARED_ID ? id : undefined),
    load: (id) => (id === SHARED_ID ? shared : undefined),
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return undefined;
      let rest = code;
      const moved: string[] = [];
      for (const name of SHARED) {
        const text = declaration(rest, name);
        if (!text) this.error(`splitDataRouter: no top-level ${name} in ${id} (react-router changed?)`);
        moved.push(text);
        rest = rest.replace(`${text}\n`, '');
      }
      shared = `${moved.join('\n')}\nexport { ${SHARED.join(', ')} };\n`;
      return { code: `import { ${SHARED.join(', ')} } from '${SHARED_ID}';\n${rest}`, map: null };
    },
  };
}
