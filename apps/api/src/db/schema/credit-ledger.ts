import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { companies, employees } from './companies';
import { meetings } from './meetings';

/**
 * Every credit movement. For each company, the COMPANY rows sum to companies.credits_amount;
 * for each employee, the EMPLOYEE rows sum to employees.available_credits.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    account: text('account', { enum: ['COMPANY', 'EMPLOYEE'] }).notNull(),
    companyId: belongsTo('company_id', () => companies.id),
    employeeId: uuid('employee_id').references(() => employees.userId, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    /** GRANT, ADJUSTMENT, BOOKING, REFUND... */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('credit_ledger_company_idx').on(table.companyId), index('credit_ledger_employee_idx').on(table.employeeId)],
);
