/**
 * The words people use for what the Help Center calls otherwise (docs/domain.md, "Help search"):
 * each group is one meaning; a word searched for finds an entry holding any word of its group.
 * Words are written folded (see foldWord), lower case.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['password', 'passcode', 'credential'],
  ['reset', 'forgot', 'forgotten', 'lost', 'locked', 'recover', 'unlock'],
  ['sign', 'login', 'logon', 'signin', 'log'],
  ['user', 'account', 'colleague', 'login'],
  ['worker', 'temp', 'employee', 'candidate', 'starter', 'staff'],
  ['left', 'leaver', 'leave', 'p45', 'terminate', 'finish'],
  ['payroll', 'payslip', 'wage', 'salary', 'pay'],
  ['agency', 'supplier', 'recruiter'],
  ['import', 'upload', 'bulk', 'load'],
  ['export', 'download', 'extract'],
  ['delete', 'remove', 'erase'],
  ['archive', 'deactivate', 'hide'],
  ['ticket', 'issue', 'case', 'query'],
  ['feedback', 'suggestion', 'bug', 'complaint', 'idea'],
  ['authorise', 'authorize', 'approve', 'signoff'],
  ['document', 'file', 'certificate', 'passport', 'visa'],
  ['audit', 'history', 'trail'],
  ['role', 'permission'],
  ['right', 'rtw', 'immigration'],
  ['triage', 'review', 'sort'],
  ['add', 'create', 'new', 'register', 'enter', 'onboard'],
  ['edit', 'update', 'change', 'amend', 'correct'],
  ['communication', 'call', 'phone', 'conversation', 'contact'],
  ['expiry', 'expire', 'renew', 'due'],
  ['report', 'summary'],
  ['company', 'umbrella', 'bureau'],
  ['dashboard', 'overview', 'figure', 'chart'],
];

/**
 * Simple English suffix folding, so 'uploading', 'uploaded' and 'uploads' meet 'upload':
 * -ies to -y, -sses to -ss, a plural -s (not -ss, -us, -is), -ing and -ed (keeping three letters of
 * stem), a doubled consonant left by them undoubled (running -> run), and British -ise for -ize.
 */
export function foldWord(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  return w.replace(/ize$/, 'ise');
}

const groupsOf = new Map<string, Set<string>>();
for (const group of synonymGroups)
  for (const word of group) {
    const folded = foldWord(word);
    const words = groupsOf.get(folded) ?? new Set<string>();
    for (const other of group) words.add(foldWord(other));
    groupsOf.set(folded, words);
  }

/** Words too common to narrow a search: left out of a query ('forgot my password'). */
const stopWords = new Set(
  'a an the my our your i me we to of in on at for from how do does can who what was is are this that with and or'.split(
    ' ',
  ),
);
export const isStopWord = (word: string) => stopWords.has(word.toLowerCase());

/** A word as searched for: its folded form first, then every word that means the same. */
export function searchForms(word: string): string[] {
  const folded = foldWord(word);
  return [folded, ...[...(groupsOf.get(folded) ?? [])].filter((w) => w !== folded)];
}
