import type { Queryable } from '../../db/transaction';

/** Which stay: the membership and the days it covered. */
export type StayBounds = {
  membershipId: string;
  propertyId: string;
  helperId: string;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
};

/** The columns of `stays` that hold the record (src/server/db/schema/reviews.ts). */
export type StayRecordColumns = {
  agreementSigned: boolean;
  minutesLogged: number;
  minutesAgreed: number | null;
  choresHandedIn: number;
  choresApprovedFirstTime: number;
  choresOnTime: number;
  choresWithDueTime: number;
};

/**
 * What the app itself recorded during a stay, computed from its own data in
 * the transaction that ends the stay. (Stub: issue 14's work fills it in.)
 */
export async function computeStayRecord(
  _tx: Queryable,
  _stay: StayBounds,
): Promise<StayRecordColumns> {
  return {
    agreementSigned: false,
    minutesLogged: 0,
    minutesAgreed: null,
    choresHandedIn: 0,
    choresApprovedFirstTime: 0,
    choresOnTime: 0,
    choresWithDueTime: 0,
  };
}
