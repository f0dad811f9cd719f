/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for the metrics tests:
 * every line is a HELP, a TYPE, a sample or empty (the format ignores empty lines and other
 * comments; prom-client writes no comment), each sample belongs to a family whose TYPE came first
 * (a histogram's _bucket, _sum and _count included), and anything else is an error naming the line.
 * No parser of the format is among our dependencies; prom-client writes it and does not read it.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\["\\\\n])*"';
// Prometheus reads values with Go's ParseFloat, whose Inf and NaN take any case (prom-client writes "Nan").
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?[Ii][Nn][Ff]|[Nn][Aa][Nn])';
const HELP_LINE = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?\\d+)?$`);
const ONE_LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"/g;

const SUFFIXES: Record<string, readonly string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const help = new Map<string, string>();
  const familyOf = (sample: string) => {
    for (const family of families.values()) {
      const suffixes = SUFFIXES[family.type] ?? [''];
      if (suffixes.some((suffix) => `${family.name}${suffix}` === sample)) return family;
    }
    return undefined;
  };
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, index) => {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') return;
    const helpLine = HELP_LINE.exec(line);
    if (helpLine) return void help.set(helpLine[1]!, helpLine[2]!);
    const typeLine = TYPE_LINE.exec(line);
    if (typeLine) {
      const name = typeLine[1]!;
      if (families.has(name)) throw new Error(`a second TYPE for ${name} at ${where}`);
      return void families.set(name, { name, type: typeLine[2]!, help: help.get(name) ?? '', samples: [] });
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not Prometheus text at ${where}`);
    const family = familyOf(sample[1]!);
    if (!family) throw new Error(`a sample before its TYPE at ${where}`);
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(ONE_LABEL)].map((m) => [m[1]!, m[2]!]));
    const raw = sample[3]!;
    const value = /inf$/i.test(raw)
      ? raw.startsWith('-')
        ? -Infinity
        : Infinity
      : /^nan$/i.test(raw)
        ? NaN
        : Number(raw);
    family.samples.push({ name: sample[1]!, labels, value });
  });
  return families;
}
