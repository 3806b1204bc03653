/*
 * Data as an older release kept it, written in SQL for that release's schema
 * (not through today's services, which may write columns the old schema does
 * not have). One layer per migration that brought new tables or columns; a
 * database at some older level gets every layer whose migration it has.
 * A migration that adds a table adds a layer here, so the next release's
 * upgrade test carries rows for it (the test fails on an empty table).
 */

export const ids = {
  host: '10000000-0000-4000-8000-000000000001',
  helper: '10000000-0000-4000-8000-000000000002',
  formerHelper: '10000000-0000-4000-8000-000000000003',
  guest: '10000000-0000-4000-8000-000000000004',
  property: '20000000-0000-4000-8000-000000000001',
  draftProperty: '20000000-0000-4000-8000-000000000002',
  photo: '20000000-0000-4000-8000-0000000000f1',
  question: '20000000-0000-4000-8000-0000000000e1',
  membership: '30000000-0000-4000-8000-000000000001',
  formerMembership: '30000000-0000-4000-8000-000000000002',
  agreementV1: '40000000-0000-4000-8000-000000000001',
  agreementV2: '40000000-0000-4000-8000-000000000002',
  onboardingItem: '50000000-0000-4000-8000-000000000001',
  approvedChore: '60000000-0000-4000-8000-000000000001',
  openChore: '60000000-0000-4000-8000-000000000002',
  reward: '70000000-0000-4000-8000-000000000001',
  redemption: '70000000-0000-4000-8000-000000000002',
  bonus: '70000000-0000-4000-8000-000000000003',
  conversation: '80000000-0000-4000-8000-000000000001',
  welcomeMessage: '80000000-0000-4000-8000-0000000000a1',
  replyMessage: '80000000-0000-4000-8000-0000000000a2',
  systemMessage: '80000000-0000-4000-8000-0000000000a3',
  stay: '90000000-0000-4000-8000-000000000001',
  review: '90000000-0000-4000-8000-000000000002',
  report: '90000000-0000-4000-8000-000000000003',
  moderationAction: '90000000-0000-4000-8000-000000000004',
  pushSubscription: '90000000-0000-4000-8000-000000000005',
  oldSession: '90000000-0000-4000-8000-000000000006',
  dataExport: '90000000-0000-4000-8000-000000000007',
  helpWindow: '90000000-0000-4000-8000-000000000008',
} as const;

export const people = {
  host: { email: 'hana@upgrade.test', name: 'Hana Host' },
  helper: { email: 'hugo@upgrade.test', name: 'Hugo Helper' },
} as const;

const vapidPublicKey =
  'BG4nddyxSbPYmlvMxvnrpeqQq2H0R_5llHLwHXNk0PiG007pY2rEM042ocuhMevOPc4MXjEKPCyvAvJhCZo2qy4';

/** The helper's balance: +10 for the approved chore, +5 bonus, -8 for the reward. */
export const helperPoints = 7;

type Layer = { migration: string; statements: (passwordHash: string) => string[] };

const i = ids;

const layers: Layer[] = [
  {
    // Accounts, properties, memberships, agreements, chores, points, rewards,
    // messages, notifications, jobs: the schema up to 0009.
    migration: '0009_used_totp_codes',
    statements: (passwordHash) => [
      `insert into users (id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at) values
        ('${i.host}', 'Hana Host', 'hana@upgrade.test', true, 'host', false, '2026-01-05 10:00+00', '2026-01-05 10:00+00'),
        ('${i.helper}', 'Hugo Helper', 'hugo@upgrade.test', true, 'helper', false, '2026-02-01 09:00+00', '2026-02-01 09:00+00'),
        ('${i.formerHelper}', 'Pia Novak', 'pia@upgrade.test', true, 'helper', false, '2026-03-01 09:00+00', '2026-03-01 09:00+00'),
        ('${i.guest}', 'Gus Guest', 'gus@upgrade.test', false, 'user', true, '2026-04-01 09:00+00', '2026-04-01 09:00+00')`,
      // The profiles come from the users_create_profile trigger; fill them in.
      `update profiles set bio = 'Apples, hens and a very old tractor.', phone = '+386 40 123 456',
         city = 'Ljubljana', has_seen_welcome = true, custom_chore_group = '{Orchard}'
       where id = '${i.host}'`,
      `update profiles set bio = 'Gardener on the road.', date_of_birth = '1998-05-17',
         points = 7, has_seen_welcome = true
       where id = '${i.helper}'`,
      `insert into accounts (account_id, provider_id, user_id, password, created_at, updated_at) values
        ('${i.host}', 'credential', '${i.host}', '${passwordHash}', '2026-01-05 10:00+00', '2026-01-05 10:00+00'),
        ('${i.helper}', 'credential', '${i.helper}', '${passwordHash}', '2026-02-01 09:00+00', '2026-02-01 09:00+00'),
        ('${i.formerHelper}', 'credential', '${i.formerHelper}', '${passwordHash}', '2026-03-01 09:00+00', '2026-03-01 09:00+00')`,
      `insert into sessions (id, token, user_id, created_at, updated_at, expires_at, ip_address, user_agent) values
        ('${i.oldSession}', 'upgrade-old-session-token', '${i.formerHelper}', '2026-11-20 08:00+00',
         '2026-11-20 08:00+00', '2026-11-27 08:00+00', '127.0.0.1', 'Firefox')`,
      `insert into two_factors (secret, backup_codes, user_id, verified) values
        ('encrypted-totp-secret', 'encrypted-backup-codes', '${i.guest}', true)`,
      `insert into used_totp_codes (user_id, code_hash, used_at) values ('${i.guest}', 'code-hash-1', '2026-11-20 08:00+00')`,
      `insert into jwks (public_key, private_key, created_at, alg, crv) values
        ('{"kty":"OKP","crv":"Ed25519","x":"upgrade"}', 'encrypted-private-key', '2026-01-01 00:00+00', 'EdDSA', 'Ed25519')`,
      `insert into verifications (identifier, value, expires_at) values
        ('email-verification-gus', 'verification-token', '2026-12-01 00:00+00')`,
      `insert into login_failures (email, failed_at) values ('hana@upgrade.test', '2026-11-24 12:00+00')`,
      `insert into rate_limits (key, count, last_request) values ('203.0.113.9/sign-in/email', 2, 1795000000000)`,
      `insert into request_limits (key, count, window_started_at) values
        ('invite-mail:host:${i.host}', 3, '2026-11-24 00:00+00')`,
      `insert into properties (id, host_id, title, description, type, address, city, region, country, postal_code,
         amenities, house_rules, helpers_wanted, status, invite_code, listed_at, search_text, search_title,
         created_at, updated_at) values
        ('${i.property}', '${i.host}', 'Orchard Hill Farm', 'An apple farm above the river.', 'farm',
         'Hill road 1', 'Ljubljana', 'Central Slovenia', 'SI', '1000', '{wifi,kitchen}', 'Shoes off inside.', 2,
         'listed', 'ORCHARD-UPGRADE', '2026-01-10 10:00+00', 'orchard hill farm ljubljana si', 'orchard hill farm',
         '2026-01-06 10:00+00', '2026-01-10 10:00+00'),
        ('${i.draftProperty}', '${i.host}', 'River Cabin', null, 'house', null, 'Kranj', null, 'SI', null,
         '{}', null, 1, 'draft', 'RIVER-UPGRADE', null, '', '', '2026-06-01 10:00+00', '2026-06-01 10:00+00')`,
      `insert into exchange_terms (property_id, hours_per_week, days_per_week, provides, min_stay_days, max_stay_days,
         available_from, available_to, skills_wanted, screening_questions, agreement_clauses, default_chore_points) values
        ('${i.property}', 20, 5, '{private_room,meals}', 14, 90, '2026-01-01', '2027-12-31', '{gardening,animals}',
         '[{"id":"${i.question}","question":"Why this farm?"}]', '{"No smoking indoors."}', 10)`,
      `insert into property_photos (id, property_id, position, is_cover, image_key, thumbnail_key, width, height) values
        ('${i.photo}', '${i.property}', 0, true, 'public/properties/orchard/photo.webp',
         'public/properties/orchard/thumb.webp', 1600, 1200)`,
      `insert into host_invitations (property_id, email, invited_by, status, send_count) values
        ('${i.property}', 'pia@upgrade.test', '${i.host}', 'joined', 2)`,
      `insert into property_helpers (id, property_id, helper_id, status, joined_via, start_date, end_date, ended_at,
         agreement_form_completed, onboarding_completed_at, exchange_points) values
        ('${i.membership}', '${i.property}', '${i.helper}', 'active', 'request', '2026-11-01', '2026-12-31', null,
         true, '2026-11-02 09:00+00', 7),
        ('${i.formerMembership}', '${i.property}', '${i.formerHelper}', 'left', 'host_invite', '2026-09-01',
         '2026-10-01', '2026-10-01 18:00+00', false, null, 0)`,
      `insert into stay_requests (property_id, helper_id, start_date, end_date, message, answers, status, decided_at) values
        ('${i.property}', '${i.helper}', '2026-11-01', '2026-12-31', 'I would love to help with the harvest.',
         '[{"questionId":"${i.question}","question":"Why this farm?","answer":"Apples."}]', 'accepted', '2026-10-20 10:00+00')`,
      `insert into agreements (id, property_id, helper_id, version, status, terms, sent_by, sent_at, answers,
         signed_name, signed_at, approved_at) values
        ('${i.agreementV1}', '${i.property}', '${i.helper}', 1, 'superseded',
         '{"startDate":"2026-11-01","endDate":"2026-12-31","hoursPerWeek":25,"daysOff":["sunday"],"duties":"Orchard work.","provides":["private_room"],"houseRules":"Shoes off inside.","noticePeriodDays":7,"extraClauses":[],"askedDetails":[]}',
         '${i.host}', '2026-10-21 10:00+00', null, null, null, null),
        ('${i.agreementV2}', '${i.property}', '${i.helper}', 2, 'approved',
         '{"startDate":"2026-11-01","endDate":"2026-12-31","hoursPerWeek":20,"daysOff":["saturday","sunday"],"duties":"Orchard work and hens.","provides":["private_room","meals"],"houseRules":"Shoes off inside.","noticePeriodDays":7,"extraClauses":["No smoking indoors."],"askedDetails":["Allergies"]}',
         '${i.host}', '2026-10-22 10:00+00',
         '{"emergencyContact":{"name":"Ana Helper","phone":"+33 6 12 34 56 78","relation":"sister"},"details":[{"question":"Allergies","answer":"None"}]}',
         'Hugo Helper', '2026-10-23 10:00+00', '2026-10-24 10:00+00')`,
      `insert into helper_needs (property_id, helper_id, kind, details) values
        ('${i.property}', '${i.helper}', 'diet', 'Vegetarian')`,
      `insert into onboarding_items (id, property_id, position, title, details) values
        ('${i.onboardingItem}', '${i.property}', 0, 'Where the tools are', 'In the red shed.')`,
      `insert into onboarding_acknowledgements (item_id, helper_id, acknowledged_at) values
        ('${i.onboardingItem}', '${i.helper}', '2026-11-02 09:00+00')`,
      `insert into chores (id, property_id, created_by, title, description, "group", points, estimated_minutes, due_at,
         recurrence, recurrence_days, assignee_id, status, taken_by, started_at, submitted_at, submission_note,
         minutes_spent, reviewed_at, approved_at, created_at, updated_at) values
        ('${i.approvedChore}', '${i.property}', '${i.host}', 'Feed the hens', 'Grain in the blue bin.', 'Animals',
         10, 20, '2026-11-03 08:00+00', 'weekly', '{1,3}', '${i.helper}', 'approved', '${i.helper}',
         '2026-11-03 07:00+00', '2026-11-03 07:30+00', 'All fed.', 30, '2026-11-03 09:00+00',
         '2026-11-03 09:00+00', '2026-11-02 10:00+00', '2026-11-03 09:00+00')`,
      `insert into chores (id, property_id, created_by, title, "group", points, due_at, recurrence, recurrence_days,
         assignee_id, status, previous_id, created_at, updated_at) values
        ('${i.openChore}', '${i.property}', '${i.host}', 'Feed the hens', 'Animals', 10, '2026-12-07 08:00+00',
         'weekly', '{1,3}', '${i.helper}', 'open', '${i.approvedChore}', '2026-11-03 09:00+00', '2026-11-03 09:00+00')`,
      `insert into rewards (id, property_id, title, description, cost) values
        ('${i.reward}', '${i.property}', 'Day trip to the lake', 'Bled, by car.', 8)`,
      `insert into reward_redemptions (id, reward_id, property_id, helper_id, cost, status, decided_at) values
        ('${i.redemption}', '${i.reward}', '${i.property}', '${i.helper}', 8, 'fulfilled', '2026-11-10 10:00+00')`,
      `insert into points_ledger (helper_id, property_id, amount, reason, reference_id, note, created_by, created_at) values
        ('${i.helper}', '${i.property}', 10, 'chore_approved', '${i.approvedChore}', null, '${i.host}', '2026-11-03 09:00+00'),
        ('${i.helper}', '${i.property}', 5, 'bonus', '${i.bonus}', 'Great first week', '${i.host}', '2026-11-07 18:00+00'),
        ('${i.helper}', '${i.property}', -8, 'reward_redeemed', '${i.redemption}', null, '${i.helper}', '2026-11-09 12:00+00')`,
      `insert into weekly_hours_alerts (property_id, helper_id, week_start) values
        ('${i.property}', '${i.helper}', '2026-11-16')`,
      `insert into notification_preferences (user_id, email_enabled, email_delay_minutes, email_muted_types) values
        ('${i.helper}', true, 30, '{chore_reminder}')`,
      `insert into notifications (user_id, title, content, type, reference_id, is_read, created_at, emailed_at) values
        ('${i.helper}', 'Stay request accepted', 'Orchard Hill Farm accepted your stay request.',
         'stay_request_accepted', '${i.property}', true, '2026-10-20 10:00+00', null),
        ('${i.host}', 'New message', 'Hugo Helper: See you tomorrow', 'message', '${i.conversation}', false,
         '2026-11-24 19:00+00', '2026-11-24 19:15+00')`,
      `insert into conversations (id, property_id, host_id, helper_id, last_message_text, last_message_time,
         host_unread_count, helper_unread_count, created_at, updated_at) values
        ('${i.conversation}', '${i.property}', '${i.host}', '${i.helper}', 'See you tomorrow',
         '2026-11-24 19:00+00', 1, 0, '2026-10-20 10:00+00', '2026-11-24 19:00+00')`,
      `insert into messages (id, conversation_id, sender_id, content, type, status_type, created_at) values
        ('${i.systemMessage}', '${i.conversation}', null, 'Stay request accepted: 1 Nov 2026 - 31 Dec 2026',
         'system', 'stay_request_accepted', '2026-10-20 10:00+00'),
        ('${i.welcomeMessage}', '${i.conversation}', '${i.host}', 'Welcome to the farm!', 'text', null,
         '2026-10-20 10:05+00'),
        ('${i.replyMessage}', '${i.conversation}', '${i.helper}', 'See you tomorrow', 'text', null,
         '2026-11-24 19:00+00')`,
      `insert into jobs (kind, key, payload, run_at, attempts, last_error, done_at, created_at) values
        ('notification_mail', 'upgrade-pending', '{"userId":"${i.host}"}', '2026-12-31 00:00+00', 0, null, null,
         '2026-11-24 19:00+00'),
        ('notification_mail', 'upgrade-gave-up', '{"userId":"${i.helper}"}', '2026-11-01 00:00+00', 10,
         'SMTP refused', '2026-11-02 00:00+00', '2026-10-31 00:00+00')`,
      // Recent, so the realtime plugin's hourly pruning leaves it alone.
      `insert into realtime_payloads (payload, created_at) values ('{"kind":"upgrade"}', now())`,
    ],
  },
  {
    migration: '0010_structured_data_and_invitation_opt_outs',
    statements: () => [
      `insert into invitation_opt_outs (email, created_at) values ('stop@upgrade.test', '2026-11-01 00:00+00')`,
      `update messages set data = '{"kind":"stay_request_accepted","startDate":"2026-11-01","endDate":"2026-12-31"}'
       where id = '${i.systemMessage}'`,
      `update notifications set data = '{"kind":"stay_request_accepted","propertyTitle":"Orchard Hill Farm","startDate":"2026-11-01","endDate":"2026-12-31"}'
       where type = 'stay_request_accepted'`,
    ],
  },
  {
    migration: '0011_reviews_and_stays',
    statements: () => [
      `insert into stays (id, membership_id, property_id, host_id, helper_id, start_date, end_date, ended_reason,
         ended_at, review_deadline, published_at, agreement_signed, minutes_logged, minutes_agreed,
         chores_handed_in, chores_approved_first_time, chores_on_time, chores_with_due_time) values
        ('${i.stay}', '${i.formerMembership}', '${i.property}', '${i.host}', '${i.formerHelper}', '2026-09-01',
         '2026-10-01', 'left', '2026-10-01 18:00+00', '2026-10-15 18:00+00', '2026-10-10 12:00+00', false,
         1200, 2400, 4, 3, 2, 3)`,
      `insert into reviews (id, stay_id, author_id, subject_id, direction, rating, categories, public_text,
         private_note, reply, replied_at, submitted_at) values
        ('${i.review}', '${i.stay}', '${i.host}', '${i.formerHelper}', 'host_about_helper', 4,
         '{"reliability":4,"qualityOfWork":4,"communication":5,"respectForTheHouse":4}',
         'Pia worked hard in the orchard and was great company.', 'Late twice.', 'Thank you, Hana!',
         '2026-10-11 09:00+00', '2026-10-05 12:00+00')`,
      `insert into review_totals (subject_id, direction, review_count, rating_sum) values
        ('${i.formerHelper}', 'host_about_helper', 1, 4)`,
      `insert into property_review_totals (property_id, review_count, rating_sum) values ('${i.property}', 0, 0)`,
    ],
  },
  {
    migration: '0012_safety',
    statements: () => [
      `insert into admins (user_id, granted_at) values ('${i.host}', '2026-05-01 00:00+00')`,
      `insert into blocks (blocker_id, blocked_id, created_at) values
        ('${i.formerHelper}', '${i.guest}', '2026-10-02 00:00+00')`,
      `insert into moderation_actions (id, actor_id, actor_label, action, target_type, target_id, reason, created_at) values
        ('${i.moderationAction}', null, 'command line', 'grant_admin', 'user', '${i.host}', 'Operator',
         '2026-05-01 00:00+00')`,
      `insert into reports (id, reporter_id, target_type, target_id, subject_id, reason, details, snapshot, status) values
        ('${i.report}', '${i.formerHelper}', 'user', '${i.guest}', '${i.guest}', 'scam', 'Asked for money.',
         '{"name":"Gus Guest"}', 'open')`,
      `insert into suspensions (user_id, suspended_at, suspended_by, reason) values
        ('${i.guest}', '2026-10-03 00:00+00', '${i.host}', 'Scam reports')`,
      `update messages set hidden_at = '2026-10-03 00:00+00' where id = '${i.welcomeMessage}'`,
      `update properties set hidden_at = '2026-10-03 00:00+00' where id = '${i.draftProperty}'`,
    ],
  },
  {
    migration: '0013_push',
    statements: () => [
      `insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, device_label, last_pushed_at) values
        ('${i.pushSubscription}', '${i.formerHelper}', '${i.oldSession}', 'https://push.example/upgrade',
         'p256dh-key', 'auth-secret', 'Firefox on Linux', '2026-11-24 19:00+00')`,
      // A real pair (web-push's generateVAPIDKeys), made for this test only.
      `insert into vapid_keys (id, public_key, private_key) values (1, '${vapidPublicKey}',
         'ayJqH6RLoc-qpS0nCGHWhSKaJ2aexNLGHwHRzD5KZQM')`,
      `update notification_preferences set push_muted_categories = '{chores}' where user_id = '${i.helper}'`,
    ],
  },
  {
    migration: '0014_backup_runs',
    statements: () => [
      `insert into backup_runs (ok, trigger, name, error, started_at, finished_at) values
        (true, 'schedule', 'homestay-2026-11-24', null, '2026-11-24 03:00+00', '2026-11-24 03:01+00'),
        (false, 'command', null, 'disk full', '2026-11-25 03:00+00', '2026-11-25 03:00+00')`,
    ],
  },
  {
    migration: '0015_account_data',
    statements: () => [
      // An export that has expired (nothing in storage), and a deletion far
      // from due for the suspended guest (who cannot sign in to cancel it).
      `insert into data_exports (id, user_id, status, size_bytes, requested_at, ready_at, expires_at) values
        ('${i.dataExport}', '${i.host}', 'expired', 48213, '2026-11-20 10:00+00', '2026-11-20 10:01+00', '2026-11-21 10:01+00')`,
      `insert into account_deletions (user_id, requested_at, due_at) values
        ('${i.guest}', '2026-11-25 08:00+00', '2099-01-01 00:00+00')`,
    ],
  },
  {
    migration: '0016_profile_language',
    statements: () => [`update profiles set language = 'de' where id = '${i.helper}'`],
  },
  {
    migration: '0017_i18n_notices',
    statements: () => [
      `update messages set notice = '{"key":"stayWithdrawn","params":{}}' where id = '${i.systemMessage}'`,
    ],
  },
  {
    migration: '0018_saved_and_help_windows',
    statements: () => [
      // The helper saved the host's property; the host wants two helpers in a
      // window that has long passed.
      `insert into saved_properties (user_id, property_id, created_at) values
        ('${i.helper}', '${i.property}', '2026-11-25 09:00+00')`,
      `insert into help_windows (id, property_id, start_date, end_date, helpers_wanted) values
        ('${i.helpWindow}', '${i.property}', '2026-05-01', '2026-05-31', 2)`,
    ],
  },
  {
    migration: '0019_where_and_fit',
    statements: () => [
      // The host placed the orchard (near Kranj); the helper lists skills and languages.
      `insert into property_pins (property_id, lat, lng) values ('${i.property}', 46.2389, 14.3556)`,
      `update properties set public_lat = 46.2441, public_lng = 14.3489 where id = '${i.property}'`,
      `update profiles set skills = '{Gardening,Cooking}', spoken_languages = '{de,en}' where id = '${i.helper}'`,
      // What the app at 0019 stores for the terms' skills wanted (0019 backfills it when it is part of the upgrade).
      `update exchange_terms set skill_keys = '{animals,gardening}' where property_id = '${i.property}'`,
    ],
  },
  {
    migration: '0022_realtime_outbox',
    statements: () => [
      // An event committed with REALTIME_URL set whose process stopped before relaying it.
      `insert into realtime_outbox (topic, message) values ('user:${i.helper}:me',
        '{"topic":"user:${i.helper}:me","event":{"kind":"points.changed","data":{"points":1}}}')`,
    ],
  },
];

/** The oldest schema this data can be written for. */
export const oldestLevel = layers[0]?.migration ?? '';

/** The SQL that fills a database whose applied migrations are `applied` (tags). */
export function oldData(applied: ReadonlySet<string>, passwordHash: string): string[] {
  if (!applied.has(oldestLevel)) throw new Error(`old data needs the schema up to ${oldestLevel}`);
  return layers
    .filter((layer) => applied.has(layer.migration))
    .flatMap((layer) => layer.statements(passwordHash));
}
