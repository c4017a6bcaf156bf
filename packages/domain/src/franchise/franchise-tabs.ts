import {
  brandLabel,
  compareFranchises,
  franchiseTabLabel,
  type PropositionLike,
  visiblePropositions,
} from '../access/index.ts';

/** One of the instructor's franchises as the tab rule reads it (an InstructorProposition from the API). */
export type TabFranchise = { id: string; proposition: PropositionLike };

/** The kind a tab shows: every learner-teaching type (Full, PartnerLite, Solo, Trainee, ThirdParty) is Learners. */
export type FranchiseTabKind = 'learners' | 'dit' | 'motability';

export type FranchiseTab = {
  /** The franchise (proposition allocation) id. */
  id: string;
  label: string;
  kind: FranchiseTabKind;
  /** Test id `{prefix}-{testIdSuffix}`: the spec's kind ('learners', 'dit', 'motability'), made unique when needed. */
  testIdSuffix: string;
};

export type FranchiseTabOptions = {
  /** Preferences leave third-party franchises out (spec 2 §2); a page that shows them passes true. */
  includeThirdParty?: boolean;
};

const kindOf = (p: PropositionLike): FranchiseTabKind =>
  p.type === 'Dit' ? 'dit' : p.type === 'Motability' ? 'motability' : 'learners';

type Draft = FranchiseTab & { p: PropositionLike };

/** 'AA Learners' -> 'AA Manual Learners', 'Learners' -> 'Manual Learners'. */
const withTransmission = (label: string, p: PropositionLike): string => {
  const transmission = p.transmission ?? 'Manual';
  const words = label.split(' ');
  return words.length > 1 ? [words[0], transmission, ...words.slice(1)].join(' ') : `${transmission} ${label}`;
};

/** Tabs that would read the same get their transmission when it tells them apart (spec 3 §2.7). */
const disambiguate = (drafts: Draft[]): FranchiseTab[] => {
  const twinsOf = (tab: Draft) => drafts.filter((t) => t.label === tab.label);
  const tabs = drafts.map((draft) => {
    const { p, ...tab } = draft;
    const brand = brandLabel(p.brand).toLowerCase();
    const twins = twinsOf(draft);
    if (new Set(twins.map((t) => t.p.transmission ?? 'Manual')).size > 1) {
      const transmission = (p.transmission ?? 'Manual').toLowerCase();
      return { ...tab, label: withTransmission(tab.label, p), testIdSuffix: `${tab.kind}-${brand}-${transmission}` };
    }
    const sameKind = drafts.filter((t) => t.kind === tab.kind).length > 1;
    return sameKind && twins.length === 1 ? { ...tab, testIdSuffix: `${tab.kind}-${brand}` } : tab;
  });
  // Twins no rule tells apart (two AA Manual learner franchises): number the later ids so each stays unique.
  return tabs.map((tab, index) => {
    const before = tabs.slice(0, index).filter((t) => t.testIdSuffix === tab.testIdSuffix).length;
    return before === 0 ? tab : { ...tab, testIdSuffix: `${tab.testIdSuffix}-${before + 1}` };
  });
};

/**
 * The franchise tabs of the preferences and areas pages (spec 2 §2, spec 3 §2.7, spec 4 §6): dormant and (unless
 * asked) third-party franchises left out, in the franchise sort order, labelled Learners, DIT or Motability with the
 * brand prefix when the instructor holds several brands (never on DIT), and the transmission when two read the same.
 */
export const franchiseTabs = (
  franchises: readonly TabFranchise[],
  options: FranchiseTabOptions = {},
): FranchiseTab[] => {
  const visible = franchises.filter((f) => visiblePropositions([f.proposition]).length === 1);
  const severalBrands = new Set(visible.map((f) => f.proposition.brand)).size > 1;
  const shown = visible
    .filter((f) => options.includeThirdParty || f.proposition.type !== 'ThirdParty')
    .sort((a, b) => compareFranchises(a.proposition, b.proposition));
  return disambiguate(
    shown.map((f) => {
      const kind = kindOf(f.proposition);
      return {
        id: f.id,
        label: franchiseTabLabel(f.proposition, severalBrands),
        kind,
        testIdSuffix: kind,
        p: f.proposition,
      };
    }),
  );
};

/** Tabs show while the franchises load (undefined), and when there is more than one to choose from. */
export const showsFranchiseTabs = (tabs: readonly FranchiseTab[] | undefined): boolean =>
  tabs === undefined || tabs.length > 1;

/** The tab a page works on: the one chosen, else the first (a page with one franchise shows no tabs but uses it). */
export const selectedFranchiseTab = (
  tabs: readonly FranchiseTab[],
  chosenId: string | null | undefined,
): FranchiseTab | undefined => tabs.find((tab) => tab.id === chosenId) ?? tabs[0];
