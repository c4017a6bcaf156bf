/**
 * Import boundaries, declared once (issue 22 §4): `npm run boundaries`, a step of `npm test` after lint.
 * ZONES is the table of who may import whom; the `forbidden` rules are generated from it, from BANS (packages
 * per folder) and from the rules of their own below. Type-only imports count (tsPreCompilationDeps), and there is no cycle anywhere.
 */
const S = 'apps/server/src/';
const W = 'apps/web/src/';
const O = 'apps/office/src/';
const TEST = '\\.(test|integration\\.test|e2e|contract)\\.tsx?$|/test/';
const SQL_OK = `\\.repository\\.ts$|^${S}(db|seed)/|${TEST}`;

/** Each zone: the files it holds (a path regex) and the zones its files may import. Anything else is banned. */
const ZONES = {
  domain: { path: '^packages/domain/', may: ['domain'] },
  // React components both apps share (brand, form fields, feedback, errors, layout, page): never an app's code.
  ui: { path: '^packages/ui/', may: ['ui', 'domainEntry'] },

  // web: shared -> features -> app (bulletproof-react's zones). A feature imports another only through its index.ts.
  webShared: { path: `^${W}(components|lib|gql)/`, may: ['webShared', 'uiEntry', 'domainEntry'] },
  webFeature: {
    path: `^${W}features/([^/]+)/`,
    may: ['ownFeature', 'webFeatureEntry', 'webShared', 'uiEntry', 'domainEntry'],
  },
  webApp: {
    path: `^${W}(app/|main\\.tsx$|sw\\.ts$)`,
    may: ['webApp', 'webFeature', 'webShared', 'uiEntry', 'domainEntry'],
  },
  webTest: {
    path: `^(${W}test/|apps/web/e2e/)`,
    may: ['webTest', 'webApp', 'webFeature', 'webShared', 'uiEntry', 'domainEntry'],
  },

  // office: the same zones as the web's; its shared components are @portal/ui's.
  officeShared: { path: `^${O}(lib|gql)/`, may: ['officeShared', 'uiEntry', 'domainEntry'] },
  officeFeature: {
    path: `^${O}features/([^/]+)/`,
    may: ['ownFeature', 'officeFeatureEntry', 'officeShared', 'uiEntry', 'domainEntry'],
  },
  officeApp: {
    path: `^${O}(app/|main\\.tsx$)`,
    may: ['officeApp', 'officeFeature', 'officeShared', 'uiEntry', 'domainEntry'],
  },
  // The office's journeys reuse the portal's browser and server helpers (apps/web/e2e/support).
  officeTest: {
    path: `^(${O}test/|apps/office/e2e/)`,
    may: ['officeTest', 'officeApp', 'officeFeature', 'officeShared', 'webTest', 'uiEntry', 'domainEntry'],
  },

  // server: the core (lib, db, http, graphql, access) imports no feature; features are imported through index.ts.
  serverCore: {
    path: `^${S}((lib|db|http|graphql|access)/|(app-deps|config|feature-entry)\\.ts$)`,
    may: ['serverCore', 'serverGenerated', 'domainEntry'],
  },
  // The generated resolver types import the model each feature's mappers.json names (its views).
  serverGenerated: { path: `^${S}generated/`, may: ['serverCore', 'featureViews', 'domainEntry'] },
  serverFeature: {
    path: `^${S}features/([^/]+)/`,
    may: ['ownFeature', 'featureEntry', 'publicRepository', 'serverCore', 'serverGenerated', 'domainEntry'],
  },
  serverApp: {
    path: `^${S}((?!app-deps|config|feature-entry)[^/]+\\.ts$|(seed|scripts)/)`,
    may: ['serverApp', 'featureEntry', 'serverCore', 'serverGenerated', 'domainEntry'],
  },
  serverTest: {
    path: '^apps/server/test/',
    may: ['serverTest', 'serverApp', 'featureEntry', 'serverCore', 'domainEntry'],
  },
};

/** Targets that are not zones of their own: parts of one. `$1` is the importing feature's name. */
const TARGETS = {
  ownFeature: '$1/',
  domainEntry: '^packages/domain/src/[^/]+/index\\.ts$',
  uiEntry: '^packages/ui/src/[^/]+/index\\.ts$',
  officeFeatureEntry: `^${O}features/[^/]+/index\\.tsx?$`,
  webFeatureEntry: `^${W}features/[^/]+/index\\.tsx?$`,
  featureEntry: `^${S}features/(index|[^/]+/index)\\.ts$`,
  // The models mappers.json names: views, and the instructor's parent type (still in its service file).
  featureViews: `^${S}features/([^/]+/[^/]+\\.views|instructor/instructor\\.service)\\.ts$`,
  publicRepository: `^${S}features/[^/]+/public\\.repository\\.ts$`,
};

const targetOf = (zone, name) =>
  name === 'ownFeature' ? `${ZONES[zone].path.replace('([^/]+)/', '')}$1/` : (ZONES[name]?.path ?? TARGETS[name]);

/** A test may also import the test helpers and the app it drives. */
const TESTS_MAY = ['webTest', 'webApp', 'officeTest', 'officeApp', 'serverTest', 'serverApp', 'featureEntry'];

const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });
const zoneRule = (name, { path, may }, tests) =>
  rule(
    `zone-${name}${tests ? '-tests' : ''}`,
    `${name} ${tests ? 'tests' : 'code'} may import only: ${[...may, ...(tests ? TESTS_MAY : [])].join(', ')}`,
    tests ? { path: `(?:${path}).*(?:${TEST})` } : { path, pathNot: TEST },
    { path: '^(apps|packages)/', pathNot: [...may, ...(tests ? TESTS_MAY : [])].map((m) => targetOf(name, m)) },
  );

/** Packages banned in some folders (all but `except`): name: [folders, packages, why, except]. */
const BANS = {
  'domain-pure': ['^packages/domain/', 'react|react-dom|drizzle-orm|fastify|pg', 'packages/domain: no React, SQL, I/O'],
  'web-bundle': [
    '^(apps/web|apps/office|packages/ui)/',
    'drizzle-orm|fastify|pg',
    'the web and office apps are browser bundles that talk GraphQL',
  ],
  'sql-in-repositories': [`^${S}`, 'drizzle-orm', 'SQL lives in *.repository.ts, src/db/ and src/seed/ only', SQL_OK],
};

module.exports = {
  forbidden: [
    ...Object.entries(ZONES).flatMap(([name, zone]) => [zoneRule(name, zone, false), zoneRule(name, zone, true)]),
    ...Object.entries(BANS).map(([name, [from, packages, why, except]]) =>
      rule(name, why, { path: from, pathNot: except }, { path: `(^|/)node_modules/(@types/)?(${packages})/` }),
    ),
    rule(
      'domain-no-node',
      'packages/domain holds pure rules: no node: modules',
      { path: '^packages/domain/' },
      {
        dependencyTypes: ['core'],
      },
    ),
    rule(
      'schema-owner',
      "A feature reads its own tables (db/schema/<feature>.ts), the instructor's and people; another feature's only " +
        'through a read that feature exports (its index.ts or public.repository.ts).',
      { path: `^${S}features/([^/]+)/`, pathNot: TEST },
      { path: `^${S}db/schema/`, pathNot: `^${S}db/schema/($1|instructors|people|enum-check)\\.ts$` },
    ),
    rule(
      'public-repository-from-repositories',
      "Another feature's public.repository.ts is imported by a repository only (to compose one statement).",
      { path: `^${S}features/([^/]+)/`, pathNot: '\\.repository\\.ts$' },
      { path: `^${S}features/[^/]+/public\\.repository\\.ts$`, pathNot: `^${S}features/$1/` },
    ),
    rule(
      'relative-inside-a-package',
      'Inside a workspace package, import by relative path, not by its own name.',
      { path: '^((apps|packages)/[^/]+)/' },
      { dependencyTypes: ['undetermined'], path: '^$1/' },
    ),
    rule(
      'web-toasts-after-first-draw',
      "The portal's toasts come from @portal/ui/feedback (useSnackbar, SnackbarHost), which loads notistack after a " +
        "page's first draw (issue 28 §6): the web app imports notistack's types only.",
      { path: '^apps/web/' },
      { path: '(^|/)node_modules/notistack/', dependencyTypesNot: ['type-only'] },
    ),
    rule('test-helpers-from-tests', 'The test helpers are imported by tests only.', { pathNot: TEST }, { path: TEST }),
    rule('no-circular', 'No import circle, type-level included.', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default', 'types'] },
  },
};
