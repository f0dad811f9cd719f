import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../helpers/prometheus-text.ts';

/** The metrics tests' reader of Prometheus text (tests/helpers/prometheus-text.ts) refuses what the format does not allow. */
describe('parsePrometheusText', () => {
  it('reads families, their help, type and samples with labels', () => {
    const families = parsePrometheusText(
      [
        '# HELP requests_seconds Time to answer',
        '# TYPE requests_seconds histogram',
        'requests_seconds_bucket{le="0.1",route="/api/workers/:id"} 3',
        'requests_seconds_bucket{le="+Inf",route="/api/workers/:id"} 4',
        'requests_seconds_sum{route="/api/workers/:id"} 0.25',
        'requests_seconds_count{route="/api/workers/:id"} 4',
        '',
        '# HELP lag_seconds Lag',
        '# TYPE lag_seconds gauge',
        'lag_seconds Nan',
        'lag_seconds{quote="a \\"b\\""} 1.5e-3',
        '',
      ].join('\n'),
    );
    expect([...families.keys()]).toEqual(['requests_seconds', 'lag_seconds']);
    const histogram = families.get('requests_seconds')!;
    expect(histogram).toMatchObject({ type: 'histogram', help: 'Time to answer' });
    expect(histogram.samples.map((s) => [s.name, s.labels.le, s.value])).toEqual([
      ['requests_seconds_bucket', '0.1', 3],
      ['requests_seconds_bucket', '+Inf', 4],
      ['requests_seconds_sum', undefined, 0.25],
      ['requests_seconds_count', undefined, 4],
    ]);
    expect(families.get('lag_seconds')!.samples.map((s) => s.value)).toEqual([NaN, 0.0015]);
    expect(families.get('lag_seconds')!.samples[1]!.labels).toEqual({ quote: 'a \\"b\\"' });
  });

  it.each([
    ['a sample without its TYPE', 'orphan 1'],
    ['a value that is no number', '# TYPE up gauge\nup one'],
    ['an unquoted label', '# TYPE up gauge\nup{job=api} 1'],
    ['a name with a dash', '# TYPE up-time gauge\nup-time 1'],
    ['an unknown type', '# TYPE up meter\nup 1'],
    ['a second TYPE for one family', '# TYPE up gauge\n# TYPE up gauge\nup 1'],
    ['a stray word', '# TYPE up gauge\nup 1\nhello'],
  ])('refuses %s', (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow(/line \d+/);
  });
});
