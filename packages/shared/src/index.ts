export * from './contracts/api-error';
export * from './contracts/auth';
export * from './rules/doctor-categories';
export * from './rules/password-policy';
export * from './rules/roles';
export * from './rules/time-zone';
export * from './rules/paris-time';
export * from './contracts/employee-account';
