/**
 * Import boundaries, declared once (issue 22 §4): `npm run boundaries`, a step of `npm test` after lint.
 * ZONES is the table of who may import whom; the `forbidden` rules are generated from it (and from BANS and
 * three rules of their own below). Type-only imports count (tsPreCompilationDeps), and there is no cycle anywhere.
 */
const S = 'apps/server/src/';
const W = 'apps/web/src/';
const TEST = '\\.(test|integration\\.test|e2e|contract)\\.tsx?$|/test/';

/** Each zone: the files it holds (a path regex) and the zones its files may import. Anything else is banned. */
const ZONES = {
  domain: { path: '^packages/domain/', may: ['domain'] },

  // web: shared -> features -> app (bulletproof-react's zones). A feature imports another only through its index.ts.
  webShared: { path: `^${W}(components|lib|gql)/`, may: ['webShared', 'domainEntry'] },
  webFeature: { path: `^${W}features/([^/]+)/`, may: ['ownFeature', 'webFeatureEntry', 'webShared', 'domainEntry'] },
  webApp: { path: `^${W}(app/|main\\.tsx$|sw\\.ts$)`, may: ['webApp', 'webFeature', 'webShared', 'domainEntry'] },
  webTest: { path: `^(${W}test/|apps/web/e2e/)`, may: ['webTest', 'webApp', 'webFeature', 'webShared', 'domainEntry'] },

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
  webFeatureEntry: `^${W}features/[^/]+/index\\.tsx?$`,
  featureEntry: `^${S}features/(index|[^/]+/index)\\.ts$`,
  featureViews: `^${S}features/[^/]+/[^/]+\\.(views|service)\\.ts$`,
  publicRepository: `^${S}features/[^/]+/public\\.repository\\.ts$`,
};

const targetOf = (zone, name) =>
  name === 'ownFeature' ? `${ZONES[zone].path.replace('([^/]+)/', '')}$1/` : (ZONES[name]?.path ?? TARGETS[name]);

/** A test may also import the test helpers and the app it drives. */
const TESTS_MAY = ['webTest', 'webApp', 'serverTest', 'serverApp', 'featureEntry'];

const zoneRule = (name, { path, may }, tests) => ({
  name: `zone-${name}${tests ? '-tests' : ''}`,
  comment: `${name} ${tests ? 'tests ' : ''}may import only: ${may.join(', ')}${tests ? ', the test helpers and app' : ''}`,
  severity: 'error',
  from: tests ? { path: `(?:${path}).*(?:${TEST})` } : { path, pathNot: TEST },
  to: { path: '^(apps|packages)/', pathNot: [...may, ...(tests ? TESTS_MAY : [])].map((m) => targetOf(name, m)) },
});
const zoneRules = Object.entries(ZONES).flatMap(([name, zone]) => [
  zoneRule(name, zone, false),
  zoneRule(name, zone, true),
]);

/** Packages (and Node's own modules) banned in some folders: [folders, banned, why]. */
const BANS = [
  [
    '^packages/domain/',
    '^(react|react-dom|drizzle-orm|fastify|pg)(/|$)',
    'packages/domain holds pure rules: no React, SQL or I/O',
  ],
  ['^apps/web/', '^(drizzle-orm|fastify|pg)(/|$)', 'the web app is a browser bundle that talks GraphQL'],
  [
    `^${S}`,
    '^drizzle-orm(/|$)',
    'SQL lives in *.repository.ts, src/db/ and src/seed/ only',
    `(\\.repository\\.ts$|^${S}(db|seed)/|${TEST})`,
  ],
];

const banRules = BANS.map(([from, banned, why, except]) => ({
  name: `no-${banned.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`,
  comment: why,
  severity: 'error',
  from: { path: from, pathNot: except },
  to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], path: banned },
}));

module.exports = {
  forbidden: [
    ...zoneRules,
    ...banRules,
    {
      name: 'domain-no-node',
      comment: 'packages/domain holds pure rules: no I/O (no node: modules)',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'schema-owner',
      comment:
        "A feature's code reads its own tables (db/schema/<feature>.ts) and the instructor's (instructors, people); " +
        "another feature's data comes through a read that feature exports (its index.ts or public.repository.ts).",
      severity: 'error',
      from: { path: `^${S}features/([^/]+)/`, pathNot: TEST },
      to: { path: `^${S}db/schema/`, pathNot: `^${S}db/schema/($1|instructors|people|enum-check)\\.ts$` },
    },
    {
      name: 'public-repository-from-repositories',
      comment: "Another feature's public.repository.ts is imported only by a repository (to compose one statement).",
      severity: 'error',
      from: { path: `^${S}features/([^/]+)/`, pathNot: '\\.repository\\.ts$' },
      to: { path: `^${S}features/[^/]+/public\\.repository\\.ts$`, pathNot: `^${S}features/$1/` },
    },
    {
      name: 'test-helpers-from-tests',
      comment: 'The test helpers (src/test/, apps/server/test/) are imported by tests only.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'no-circular',
      comment: 'No import circle, type-level included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
