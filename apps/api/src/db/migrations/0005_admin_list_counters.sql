-- Written by hand (drizzle-kit generate --custom): the triggers that keep companies' employee counts
-- (columns of 0004) equal to what counting would give, whoever writes: the API, the demo seed, tests.
-- An employee counts once in employee_count, in locked_employee_count while its account is locked,
-- in activated_employee_count once past its first connection, and in active_employee_count when both
-- activated and not locked.

-- Adds `sign` (1 or -1) times one employee with these account flags to a company's counts.
CREATE FUNCTION company_employee_counts_add(company uuid, sign integer, locked boolean, first_connection boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET
    employee_count = employee_count + sign,
    locked_employee_count = locked_employee_count + CASE WHEN locked THEN sign ELSE 0 END,
    activated_employee_count = activated_employee_count + CASE WHEN NOT first_connection THEN sign ELSE 0 END,
    active_employee_count = active_employee_count + CASE WHEN NOT locked AND NOT first_connection THEN sign ELSE 0 END
  WHERE id = company;
END $$;
--> statement-breakpoint
-- An employee row added, removed or moved: its account's flags are read from users (the account is
-- created first, and removed after its employee row, see users_delete_employee_first).
CREATE FUNCTION employees_keep_company_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  account record;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT is_locked, is_first_connection INTO account FROM users WHERE id = OLD.user_id;
    IF FOUND THEN PERFORM company_employee_counts_add(OLD.company_id, -1, account.is_locked, account.is_first_connection); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT is_locked, is_first_connection INTO account FROM users WHERE id = NEW.user_id;
    IF FOUND THEN PERFORM company_employee_counts_add(NEW.company_id, 1, account.is_locked, account.is_first_connection); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employees_company_counts AFTER INSERT OR DELETE OR UPDATE OF company_id, user_id ON employees
  FOR EACH ROW EXECUTE FUNCTION employees_keep_company_counts();
--> statement-breakpoint
-- Removing an employee's account removes its employee row first, while the account's flags can still
-- be read (the foreign key's cascade would run after the account is gone).
CREATE FUNCTION users_delete_employee_first() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employees WHERE user_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_employee_row_first BEFORE DELETE ON users
  FOR EACH ROW WHEN (OLD.role = 'EMPLOYEE') EXECUTE FUNCTION users_delete_employee_first();
--> statement-breakpoint
-- An account locked, unlocked or past its first connection moves between its company's counts.
CREATE FUNCTION users_keep_company_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  SELECT company_id INTO company FROM employees WHERE user_id = NEW.id;
  IF FOUND THEN
    PERFORM company_employee_counts_add(company, -1, OLD.is_locked, OLD.is_first_connection);
    PERFORM company_employee_counts_add(company, 1, NEW.is_locked, NEW.is_first_connection);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_company_counts AFTER UPDATE OF is_locked, is_first_connection ON users
  FOR EACH ROW WHEN (OLD.role = 'EMPLOYEE' AND (OLD.is_locked IS DISTINCT FROM NEW.is_locked OR OLD.is_first_connection IS DISTINCT FROM NEW.is_first_connection))
  EXECUTE FUNCTION users_keep_company_counts();
--> statement-breakpoint
-- The counts of the employees already there.
UPDATE companies c SET
  employee_count = n.total,
  locked_employee_count = n.locked,
  activated_employee_count = n.activated,
  active_employee_count = n.active
FROM (
  SELECT e.company_id, count(*) AS total, count(*) FILTER (WHERE u.is_locked) AS locked,
         count(*) FILTER (WHERE NOT u.is_first_connection) AS activated,
         count(*) FILTER (WHERE NOT u.is_locked AND NOT u.is_first_connection) AS active
  FROM employees e JOIN users u ON u.id = e.user_id
  GROUP BY e.company_id
) n
WHERE c.id = n.company_id;
--> statement-breakpoint
-- The employee search of the admin company page ("contains", case-insensitive) through trigram
-- indexes: a company's matches are found without reading its 10,000 employees and their accounts.
-- The expressions are those of admin/employees/repository.ts (employeeSearchText, accountSearchText);
-- the separator (unit separator, never typed) keeps a search from matching across two fields.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX employees_search_trgm_idx ON employees USING gin ((first_name || chr(31) || last_name || chr(31) || service || chr(31) || job) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_search_trgm_idx ON users USING gin ((coalesce(username, '') || chr(31) || coalesce(email, '')) gin_trgm_ops);
