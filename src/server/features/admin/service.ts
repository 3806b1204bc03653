// The operators' moderation desk (issue 15, decision 110): what other code
// may use (decision 070). Each job lives in its own file.

export { actOn } from './actions';
export { listAuditLog, listSuspensions } from './audit';
export { requireAdmin } from './guard';
export {
  COMMAND_LINE,
  grantAdmin,
  isAdmin,
  listAdmins,
  type OperatorChange,
  revokeAdmin,
} from './operators';
export { FLAG_REPORTERS, FLAG_WINDOW_MS, reportQueue } from './queue';
