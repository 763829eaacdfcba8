// npm run employees-xlsx -w @parenthese/bench [-- --rows 2000,10000]
// Issue 34 item 12: the time the server takes to write the employees' .xlsx (exceljs, every cell a text
// cell), for a 2,000-row company and the largest import (10,000). The browser journey
// (e2e/journeys/admin-employee-import.spec.ts) records the whole click-to-download time beside it.
import { parseArgs } from 'node:util';
import { employeeExportTable } from '../packages/shared/src/rules/employee-csv.ts';
import { employeesXlsx } from '../apps/api/src/modules/admin/employees/employees-xlsx.ts';

const { values: options } = parseArgs({ options: { rows: { type: 'string', default: '2000,10000' } } });

for (const rowCount of options.rows.split(',').map(Number)) {
  const table = employeeExportTable(
    Array.from({ length: rowCount }, (_, index) => ({
      lastName: `Durand${index}`,
      firstName: ['Éloïse', 'Jean-Noël', 'François Nœl'][index % 3],
      service: `Service ${index % 23}`,
      job: index % 4 ? 'Technicien' : '',
      userName: `salarie.${index}`,
      temporaryPassword: index % 2 ? `Kp3$vX9q!x2T${index}` : '',
      invitationStatus: index % 2 ? null : 'PENDING',
    })),
  );
  const startedAt = performance.now();
  const file = await employeesXlsx(table);
  console.log(`${rowCount} salariés : ${(performance.now() - startedAt).toFixed(0)} ms, ${(file.length / 1024).toFixed(0)} ko`);
}
