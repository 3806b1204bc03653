/*
 * Where a notification leads when clicked (SPEC.md section 4, issue 7). The
 * one place this rule lives: the bell, the feed, the dashboard card and the
 * mail fallback's links all use it. `null` means stay put.
 *
 *   message                  -> /chat/{reference_id}   (a conversation id)
 *   chore*                   -> /chores/{reference_id}
 *   induction_onboard        -> /properties/{reference_id}/onboarding
 *   agreement_form           -> /properties/{reference_id}/agreement-form
 *   agreement_form_completed -> /properties/{id}/review-agreement/{helper_id}
 *                               for the helper on that property whose agreement
 *                               is completed (looked up by the caller), else
 *                               /properties/{id}
 *   helper_request           -> /properties/{reference_id}/requests (issue 7: the
 *                               host lands on the request)
 *   stay_request_accepted    -> /properties/{reference_id}  (the helper is now a
 *                               member: the property page is theirs to open)
 *   helper_left              -> /properties/{reference_id}  (the host's property)
 *   stay_request_declined    -> stay put (content holds the reason; the helper
 *                               may no longer see the property)
 *   membership_removed       -> stay put (the helper no longer sees the property)
 *   review_request           -> /reviews/write/{reference_id}  (a stay id)
 *   review_reminder          -> /reviews/write/{reference_id}
 *   review_published         -> /reviews?tab=received
 *   data_export              -> /profile?tab=data  (where the file is downloaded)
 *   anything else            -> stay put
 *
 * A missing reference id always stays put. Reference ids are placed in paths
 * percent-encoded, so a bad id can never make a path elsewhere.
 */

export type NotificationLike = { type: string; referenceId: string | null };

/**
 * For `agreement_form_completed`: the helper whose agreement on the property is
 * completed (null if none). Other types ignore it.
 */
export type TargetLookup = { completedHelperId?: string | null };

const seg = (value: string) => encodeURIComponent(value);

export function notificationTarget(
  notification: NotificationLike,
  lookup: TargetLookup = {},
): string | null {
  const { type, referenceId } = notification;
  if (!referenceId) return null;
  const id = seg(referenceId);
  if (type.startsWith('chore')) return `/chores/${id}`;
  switch (type) {
    case 'message':
      return `/chat/${id}`;
    case 'induction_onboard':
      return `/properties/${id}/onboarding`;
    case 'agreement_form':
      return `/properties/${id}/agreement-form`;
    case 'agreement_form_completed':
      return lookup.completedHelperId
        ? `/properties/${id}/review-agreement/${seg(lookup.completedHelperId)}`
        : `/properties/${id}`;
    case 'helper_request':
      return `/properties/${id}/requests`;
    case 'stay_request_accepted':
    case 'helper_left':
      return `/properties/${id}`;
    case 'review_request':
    case 'review_reminder':
      return `/reviews/write/${id}`;
    case 'review_published':
      return '/reviews?tab=received';
    case 'data_export':
      return '/profile?tab=data';
    default:
      return null;
  }
}

/** Whether the target depends on a server lookup (the web asks GET /api/notifications/:id/target). */
export function targetNeedsLookup(notification: NotificationLike): boolean {
  return notification.type === 'agreement_form_completed' && notification.referenceId !== null;
}
