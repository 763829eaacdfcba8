/** The package ships no types: what it returns (prom2json's shape), as far as the metrics test reads it. */
declare module 'parse-prometheus-text-format' {
  type Labels = Record<string, string>;
  type Sample = { value?: string; labels?: Labels; buckets?: Record<string, string>; quantiles?: Record<string, string>; count?: string; sum?: string };
  export type MetricFamily = { name: string; help: string; type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'; metrics: Sample[] };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
