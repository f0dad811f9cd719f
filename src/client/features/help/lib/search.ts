import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { plainText } from './markup.ts';
import { foldWord, isStopWord, searchForms } from './word-forms.ts';
import { tabOfEntry, type HelpEntry, type HelpTab } from './types.ts';

/** An entry as the index reads it: its words by field, the markup removed. */
type SearchDoc = {
  id: string;
  tab: HelpTab;
  category: string;
  title: string;
  description: string;
  steps: string;
  tips: string;
  symptoms: string;
  details: string;
};

const join = (texts: readonly (string | undefined)[]) =>
  texts
    .filter((t): t is string => !!t)
    .map(plainText)
    .join('\n');

function toSearchDoc(entry: HelpEntry): SearchDoc {
  const steps = entry.steps ?? [];
  const details =
    entry.kind === 'topic'
      ? entry.points
      : entry.kind === 'workflow'
        ? [...entry.prerequisites, entry.difficulty, entry.estimatedTime]
        : [entry.quickFix, ...entry.preventionTips, entry.cardKind];
  return {
    id: entry.id,
    tab: tabOfEntry(entry),
    category: entry.category,
    title: plainText(entry.title),
    description: plainText(entry.description),
    steps: join(steps.map((s) => s.text)),
    tips: join(steps.map((s) => s.tip)),
    symptoms: entry.kind === 'error' ? join(entry.symptoms) : '',
    details: join(details),
  };
}

/**
 * Prefix matching for every word as it is typed; fuzzy matching (about one typo in five letters)
 * only for words of four letters or more, so short words such as 'P45' or 'NI' stay exact. Every
 * word must match (AND): each extra word narrows the list. Words are folded (uploads, uploading ->
 * upload) when indexed and searched, and a searched word also matches its synonyms (docs/domain.md,
 * "Help search"); the word as typed counts most.
 */
const searchOptions: SearchOptions = {
  boost: { title: 4, description: 2, symptoms: 1.5 },
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'AND',
  processTerm: (term) => term,
};

/** 'reset password' -> (reset OR forgot OR ...) AND (password OR passcode OR ...). */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

function queryOf(text: string): Query {
  const all = tokenize(text).filter((w) => w !== '');
  const meaningful = all.filter((w) => !isStopWord(w));
  const words = meaningful.length > 0 ? meaningful : all;
  return {
    combineWith: 'AND',
    queries: words.map((word) => {
      const [own, ...others] = searchForms(word);
      return {
        combineWith: 'OR',
        queries: [own!, ...others.map((other) => ({ queries: [other], boostDocument: () => 0.5 }))],
      };
    }),
  };
}

export type HelpFilter = { tab: HelpTab; category?: string | null };

export type HelpIndex = {
  /** The entries of a tab (and category) matching the query, best first; all of them, in order, for a blank query. */
  search: (query: string, filter: HelpFilter) => HelpEntry[];
  /** How many entries of each tab match the query (categories aside). */
  countByTab: (query: string) => Record<HelpTab, number>;
  /** The categories of a tab, in the order its entries first use them. */
  categoriesOf: (tab: HelpTab) => string[];
  entryById: (id: string) => HelpEntry | undefined;
};

/** The Help Center's search (minisearch) over title, description, steps, tips, symptoms and the rest. */
export function createHelpIndex(entries: readonly HelpEntry[]): HelpIndex {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'description', 'steps', 'tips', 'symptoms', 'details'],
    storeFields: ['tab', 'category'],
    processTerm: (term) => foldWord(term),
    searchOptions,
  });
  index.addAll(entries.map(toSearchDoc));

  const matching = (query: string): HelpEntry[] =>
    query.trim() === ''
      ? [...entries]
      : index.search(queryOf(query.trim())).flatMap((result) => byId.get(result.id as string) ?? []);

  return {
    search: (query, { tab, category }) =>
      matching(query).filter((e) => tabOfEntry(e) === tab && (!category || e.category === category)),
    countByTab: (query) => {
      const counts: Record<HelpTab, number> = { help: 0, workflows: 0, errors: 0 };
      for (const entry of matching(query)) counts[tabOfEntry(entry)] += 1;
      return counts;
    },
    categoriesOf: (tab) => [...new Set(entries.filter((e) => tabOfEntry(e) === tab).map((e) => e.category))],
    entryById: (id) => byId.get(id),
  };
}
