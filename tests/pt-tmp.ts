import { readFileSync, writeFileSync } from 'node:fs';
import { permissionsTable } from '../contracts/src/permissions-table.ts';
const p = 'contracts/PERMISSIONS.md';
const lines = readFileSync(p, 'utf8').split('\n');
const start = lines.findIndex((l) => l.startsWith('| Action'));
let end = start;
while (end < lines.length && lines[end]!.startsWith('|')) end++;
lines.splice(start, end - start, ...permissionsTable().split('\n'));
writeFileSync(p, lines.join('\n'));
