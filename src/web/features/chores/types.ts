export type {
  Chore,
  ChoreGroups,
  ChorePage,
  ChoreStatus,
  ChoreUser,
  LedgerEntry,
  Recurrence,
  WeeklyHours,
} from '@shared/api/chores';
