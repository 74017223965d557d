import type { LandingFigures, MetricsRecord, MetricsReport } from './account-metrics.js';

/** A number as JSON.stringify writes it (non-finite numbers as null). */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');
const str = (s: string): string => JSON.stringify(s);

function landingJson(l: LandingFigures): string {
  return `{"submitted":${num(l.submitted)},"landed":${num(l.landed)},"failed":${num(l.failed)},"expired":${num(l.expired)},"medianTimeToLandMs":${l.medianTimeToLandMs === null ? 'null' : num(l.medianTimeToLandMs)}}`;
}

/** One Metrics record, without its closing brace (a report goes on with its series). */
function recordFields(r: MetricsRecord): string {
  const { period: p, transactions: t, volume: v, intents: i, requests: q } = r;
  return `{"period":{"start":${str(p.start)},"end":${str(p.end)},"granularity":${str(p.granularity)}},`
    + `"transactions":{"total":${num(t.total)},"swaps":${num(t.swaps)},"transfers":${num(t.transfers)},"successRate":${num(t.successRate)},"stakes":${num(t.stakes)},"unstakes":${num(t.unstakes)},"wraps":${num(t.wraps)},"unwraps":${num(t.unwraps)},"closeAccounts":${num(t.closeAccounts)},"confirmed":${num(t.confirmed)},"failed":${num(t.failed)},"expired":${num(t.expired)}},`
    + `"volume":{"totalUSD":${num(v.totalUSD)},"averagePerTransaction":${num(v.averagePerTransaction)}},`
    + `"intents":{"total":${num(i.total)},"averageConfidence":${num(i.averageConfidence)},"parseErrors":${num(i.parseErrors)}},`
    + `"requests":{"total":${num(q.total)},"errors":${num(q.errors)},"rateLimited":${num(q.rateLimited)},"averageLatencyMs":${num(q.averageLatencyMs)},"mcp":${num(q.mcp)}},`
    + `"landing":${landingJson(r.landing)}`;
}

/**
 * The JSON text of a MetricsReport: exactly the bytes JSON.stringify writes for it (same keys,
 * same order, same numbers), without walking the objects generically.
 */
export function metricsReportJson(report: MetricsReport): string {
  let out = `${recordFields(report)},"series":[`;
  for (let i = 0; i < report.series.length; i++) out += (i === 0 ? '' : ',') + recordFields(report.series[i]) + '}';
  return `${out}]}`;
}
