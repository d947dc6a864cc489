// `npm run test:audit`: `npm audit --omit=dev --audit-level=high`, with an honest third outcome.
// Exit 0: no high or critical advisory in the production dependencies. Exit 1: some (listed).
// Exit 2: not checked, because the registry's audit endpoint did not answer (some networks and
// mirrors refuse its POST); that is said plainly and never counted as a pass.
import { spawnSync } from 'node:child_process';

type AuditReport = {
  error?: { code?: string; summary?: string; detail?: string };
  /** An HTTP failure of the audit endpoint itself (npm prints the response). */
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; range?: string }>;
  metadata?: { vulnerabilities?: Record<string, number> };
};

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}') as AuditReport;
} catch {
  report = { error: { summary: run.stderr.trim() || 'npm audit printed no JSON' } };
}

const counts = report.metadata?.vulnerabilities;
if (report.error || !counts) {
  const reason =
    report.error?.summary ?? report.message ?? (run.stderr.trim() || 'no audit report');
  console.log(`npm audit: NOT CHECKED — the registry's audit endpoint did not answer (${reason}).`);
  process.exit(2);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, advisory]) =>
  ['high', 'critical'].includes(advisory.severity),
);
console.log(
  `npm audit (production dependencies): ${['critical', 'high', 'moderate', 'low']
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(', ')}`,
);
for (const [name, advisory] of serious) {
  console.log(`  ✗ ${name} (${advisory.severity}) ${advisory.range ?? ''}`);
}
process.exit(serious.length === 0 ? 0 : 1);
