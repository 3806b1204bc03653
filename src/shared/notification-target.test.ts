import { describe, expect, it } from 'vitest';
import { notificationTarget, targetNeedsLookup } from './notification-target';

const ref = 'a1b2c3d4-0000-4000-8000-000000000001';
const helper = 'a1b2c3d4-0000-4000-8000-000000000002';
const to = (type: string, referenceId: string | null = ref, completedHelperId?: string | null) =>
  notificationTarget({ type, referenceId }, { completedHelperId });

describe('notificationTarget: where a click leads (SPEC 4)', () => {
  it('message opens its chat', () => expect(to('message')).toBe(`/chat/${ref}`));
  it('every chore* type opens the chore', () => {
    for (const type of [
      'chore',
      'chore_assigned',
      'chore_completed',
      'chore_approved',
      'chore_reminder',
    ])
      expect(to(type)).toBe(`/chores/${ref}`);
  });
  it('induction_onboard opens onboarding', () =>
    expect(to('induction_onboard')).toBe(`/properties/${ref}/onboarding`));
  it('agreement_form opens the form', () =>
    expect(to('agreement_form')).toBe(`/properties/${ref}/agreement-form`));
  it('agreement_form_completed opens the completed helper’s review, or the property', () => {
    expect(to('agreement_form_completed', ref, helper)).toBe(
      `/properties/${ref}/review-agreement/${helper}`,
    );
    expect(to('agreement_form_completed', ref, null)).toBe(`/properties/${ref}`);
    expect(to('agreement_form_completed')).toBe(`/properties/${ref}`);
    expect(targetNeedsLookup({ type: 'agreement_form_completed', referenceId: ref })).toBe(true);
    expect(targetNeedsLookup({ type: 'message', referenceId: ref })).toBe(false);
  });
  it('helper_request opens the property’s requests', () =>
    expect(to('helper_request')).toBe(`/properties/${ref}/requests`));
  it('stay_request_accepted and helper_left open the property', () => {
    expect(to('stay_request_accepted')).toBe(`/properties/${ref}`);
    expect(to('helper_left')).toBe(`/properties/${ref}`);
  });
  it('review_request and review_reminder open the write page; review_published the received tab', () => {
    expect(to('review_request')).toBe(`/reviews/write/${ref}`);
    expect(to('review_reminder')).toBe(`/reviews/write/${ref}`);
    expect(to('review_published')).toBe('/reviews?tab=received');
  });
  it('declined, removed and the other SPEC types stay put', () => {
    for (const type of [
      'stay_request_declined',
      'membership_removed',
      'task_completed',
      'report',
      'reminder',
      'system',
      'something_new',
    ])
      expect(to(type), type).toBeNull();
  });
  it('no reference id stays put, whatever the type', () => {
    for (const type of ['message', 'chore_assigned', 'helper_request', 'agreement_form_completed'])
      expect(to(type, null, helper), type).toBeNull();
  });
  it('a hostile reference id cannot leave its path segment', () => {
    expect(to('message', '../../admin?x=1#y')).toBe('/chat/..%2F..%2Fadmin%3Fx%3D1%23y');
  });
});
