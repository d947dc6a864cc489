/**
 * Where a Node CPU profile's time went, second by second: each sample is put in one category
 * (idle, garbage collection, PGlite, the engine, socket writes, Zod, Drizzle, Fastify, our server
 * code, Node internals) by the first match along its stack, innermost first for idle/GC and
 * outermost libraries otherwise. For the load test's `--cpu-prof` (which phase took what).
 * Usage: node scripts/bench/cpu-profile-shares.mjs FILE.cpuprofile [fromSecond toSecond]
 */
import { readFileSync } from 'node:fs';

const [file, from = '0', to = 'Infinity'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-shares.mjs FILE.cpuprofile [fromSecond toSecond]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Ordered: the first category whose test matches a frame of the stack wins. */
const LIBRARY_CATEGORIES = [
  ['pglite', (frame) => frame.url.includes('pglite')],
  ['engine', (frame) => frame.url.includes('/engine/')],
  [
    'socket writes',
    (frame) => frame.functionName === 'writev' || frame.functionName === 'writeBuffer',
  ],
  ['zod', (frame) => frame.url.includes('/zod/')],
  ['drizzle', (frame) => frame.url.includes('drizzle-orm')],
  ['node-postgres', (frame) => /\/pg(-pool|-protocol)?\//.test(frame.url)],
  ['fastify', (frame) => frame.url.includes('fastify') || frame.url.includes('find-my-way')],
  ['server code', (frame) => frame.url.includes('/src/server/')],
  ['node internals', (frame) => frame.url.startsWith('node:')],
];

const categoryOf = (nodeId) => {
  const stack = [];
  for (let id = nodeId; id !== undefined; id = parentOf.get(id))
    stack.push(nodes.get(id).callFrame);
  const leaf = stack[0].functionName;
  if (leaf === '(idle)') return 'idle';
  if (leaf === '(garbage collector)') return 'gc';
  if (leaf === '(program)') return 'program';
  return LIBRARY_CATEGORIES.find(([, test]) => stack.some(test))?.[0] ?? 'other';
};

const categories = new Map();
/** second → category → ms */
const seconds = [];
let at = profile.startTime;
profile.samples.forEach((nodeId, index) => {
  at += profile.timeDeltas[index];
  const second = Math.floor((at - profile.startTime) / 1e6);
  if (!categories.has(nodeId)) categories.set(nodeId, categoryOf(nodeId));
  const category = categories.get(nodeId);
  seconds[second] ??= new Map();
  const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  seconds[second].set(category, (seconds[second].get(category) ?? 0) + ms);
});

const shares = (byCategory) => {
  const total = [...byCategory.values()].reduce((sum, ms) => sum + ms, 0);
  return [...byCategory]
    .sort((a, b) => b[1] - a[1])
    .map(([category, ms]) => `${category} ${((100 * ms) / total).toFixed(0)}%`)
    .join(', ');
};

const range = new Map();
seconds.forEach((byCategory, second) => {
  if (!byCategory) return;
  console.log(`${String(second).padStart(4)} s  ${shares(byCategory)}`);
  if (second < Number(from) || second >= Number(to)) return;
  for (const [category, ms] of byCategory) range.set(category, (range.get(category) ?? 0) + ms);
});
console.log(`seconds ${from}-${to}: ${shares(range)}`);
