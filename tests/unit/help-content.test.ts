import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorGuide, helpEntries, topics, workflows } from '../../src/client/features/help/content/index.ts';
import { controlLabelsOf, plainText } from '../../src/client/features/help/lib/markup.ts';
import { errorCardKinds, type HelpEntry } from '../../src/client/features/help/lib/types.ts';
import { mainTabs } from '../../src/shared/domain/permissions.ts';

const src = path.resolve(import.meta.dirname, '../../src');
/** The guide's own text quotes the labels, so it is not where they are looked for. */
const contentDir = path.join(src, 'client/features/help/content');

/** Every .ts and .tsx file under dir, the Help Center's content aside. */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return full === contentDir ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(item.name) ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

/**
 * What the browser can show: the client, and src/shared, whose label lists the client renders (the
 * main tabs, the feedback status buttons).
 */
const productSources = () => [...sourcesUnder(path.join(src, 'client')), ...sourcesUnder(path.join(src, 'shared'))];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label as the client writes a control's text: a whole string literal, or a JSX text of its own. */
function isWrittenAsLabel(label: string, sources: readonly string[]): boolean {
  const literal = new RegExp(`(['"\`])${escape(label)}\\1`);
  const jsxText = new RegExp(`>\\s*${escape(label).replace(/&/g, '(?:&|&amp;)')}\\s*<`);
  return sources.some((source) => literal.test(source) || jsxText.test(source));
}

/** Every text of an entry that can quote a control. */
function textsOf(entry: HelpEntry): string[] {
  const steps = (entry.steps ?? []).flatMap((s) => [s.text, s.tip ?? '']);
  const own =
    entry.kind === 'topic'
      ? entry.points
      : entry.kind === 'workflow'
        ? entry.prerequisites
        : [...entry.symptoms, entry.quickFix, ...entry.preventionTips];
  return [entry.title, entry.description, ...steps, ...own];
}

describe('Help Center content', () => {
  it('names every control exactly as the client labels it', () => {
    const sources = productSources();
    const quoted = new Map<string, string[]>();
    for (const entry of helpEntries)
      for (const label of textsOf(entry).flatMap(controlLabelsOf))
        quoted.set(label, [...(quoted.get(label) ?? []), entry.id]);
    expect(quoted.size).toBeGreaterThan(50);
    const missing = [...quoted].filter(([label]) => !isWrittenAsLabel(label, sources));
    expect(
      missing.map(([label, ids]) => `${label} (quoted by ${[...new Set(ids)].join(', ')})`),
      'labels quoted by the Help Center that no client or shared file writes',
    ).toEqual([]);
  });

  it('finds a label written either way, and not one merely mentioned inside a sentence', () => {
    const sources = ['<Button>\n  Claim\n</Button>', "{ label: 'Reset Password' }", "toast('Ticket claimed by Ann')"];
    expect(isWrittenAsLabel('Claim', sources)).toBe(true);
    expect(isWrittenAsLabel('Reset Password', sources)).toBe(true);
    expect(isWrittenAsLabel('Ticket', sources)).toBe(false);
    expect(isWrittenAsLabel('Help & Guide', ['<Button>Help &amp; Guide</Button>'])).toBe(true);
  });

  it('closes every ** it opens', () => {
    for (const entry of helpEntries)
      for (const text of textsOf(entry)) expect(plainText(text), `${entry.id}: ${text}`).not.toContain('*');
  });

  it('gives every entry a unique id, and points related entries at entries of the right kind', () => {
    const ids = helpEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const workflowIds = new Set(workflows.map((w) => w.id));
    const errorIds = new Set(errorGuide.map((e) => e.id));
    for (const entry of [...topics, ...workflows])
      for (const id of entry.relatedWorkflows ?? []) expect(workflowIds, `${entry.id} -> ${id}`).toContain(id);
    for (const entry of errorGuide)
      for (const id of entry.relatedErrors) expect(errorIds, `${entry.id} -> ${id}`).toContain(id);
  });

  it('has Getting Started, the Quick Start Guide and a topic for every main tab', () => {
    const titles = topics.map((t) => t.title);
    expect(titles.slice(0, 2)).toEqual(['Getting Started', 'Quick Start Guide']);
    expect(topics.find((t) => t.id === 'quick-start-guide')?.steps?.length).toBeGreaterThan(3);
    for (const tab of mainTabs) expect(topics.map((t) => t.id)).toContain(`${tab.value}-area`);
  });

  it('has a workflow for every job a user does, each complete', () => {
    const jobs = [
      'add-worker',
      'complete-worker-profile',
      'bulk-upload-workers',
      'keep-documents-in-date',
      'log-communication',
      'work-ticket',
      'create-manual-ticket',
      'add-agency',
      'manage-agency',
      'agency-trust-and-archive',
      'upload-payroll',
      'read-dashboard-payroll-reports',
      'run-workers-report',
      'run-agencies-report',
      'run-payroll-report',
      'run-compliance-report',
      'run-right-to-work-report',
      'run-p45-report',
      'redownload-report',
      'approve-access-request',
      'create-user-and-change-role',
      'recover-deleted-user',
      'reset-forgotten-password',
      'reset-user-password',
      'triage-feedback',
      'read-audit-trail',
      'manage-payroll-companies',
    ];
    expect(workflows.map((w) => w.id)).toEqual(expect.arrayContaining(jobs));
    for (const w of workflows) {
      expect(['Easy', 'Medium'], w.id).toContain(w.difficulty);
      expect(w.estimatedTime, w.id).toMatch(/^\d+ minutes?$/);
      expect(w.prerequisites.length, w.id).toBeGreaterThan(0);
      expect(w.steps.length, w.id).toBeGreaterThan(1);
    }
  });

  it('has the Error Guide topics of the spec, one entry per error-card kind and the generic Error Detected with Retry', () => {
    const ids = errorGuide.map((e) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'login-failed',
        'bulk-upload-validation-errors',
        'duplicate-worker-data',
        'session-expired',
        'worker-profile-save-failed',
        'access-denied',
        'document-upload-failed',
        'connection-problems',
      ]),
    );
    for (const kind of errorCardKinds)
      expect(
        errorGuide.filter((e) => e.cardKind === kind),
        kind,
      ).toHaveLength(1);
    const generic = errorGuide.find((e) => e.title === 'Error Detected');
    expect(generic?.offersRetry).toBe(true);
    expect(errorGuide.filter((e) => e.offersRetry)).toHaveLength(1);
    for (const e of errorGuide) {
      expect(e.symptoms.length, e.id).toBeGreaterThan(0);
      expect(e.steps.length, e.id).toBeGreaterThan(0);
      expect(e.preventionTips.length, e.id).toBeGreaterThan(0);
      expect(e.quickFix, e.id).not.toBe('');
    }
  });

  it('writes the card steps the spec gives as examples', () => {
    const stepsOf = (kind: string) =>
      errorGuide
        .find((e) => e.cardKind === kind)
        ?.steps.map((s) => s.text)
        .join(' ') ?? '';
    expect(stepsOf('upload-error')).toMatch(/under 10 MB/);
    expect(stepsOf('upload-error')).toMatch(/PDF, DOC, DOCX, JPG, JPEG or PNG/);
    expect(stepsOf('validation-error')).toMatch(/DD\/MM\/YYYY/);
    expect(stepsOf('validation-error')).toMatch(/11 digits/);
  });
});
