// What the rest of the back office uses of the administrators' tab: the audit log names the administrators.
export { adminName } from './admin-display';
export { adminsPageQueryOptions } from './api/get-admins';
