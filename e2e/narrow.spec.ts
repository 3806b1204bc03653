import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type RouteAccess, routes } from '../src/shared/routes';
import { api, expect, test } from './auth-fixtures';
import { day } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Every page a signed-out visitor, a host and a helper can reach, at 320 px
// (project "narrow"), with real data behind the detail pages: none may scroll
// sideways (issue 24: /helpers/:id was 393 px wide). The pages come from the
// route table, so a new page is swept without touching this file. Long
// names, a long title and a pending agreement are the worst case of what the
// cards hold.

/** How wide the page lays out, against the window: equal when nothing overflows. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Skeletons out of the way: what is measured is the page with its data.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  const { content, window } = await widths(page);
  expect(content, `${path} is ${content} px wide in a ${window} px window`).toBeLessThanOrEqual(
    window,
  );
}

/** The route table's paths open to `access`, with each :param filled from `ids`. */
function pathsFor(access: RouteAccess[], ids: Record<string, string>): string[] {
  return (
    routes
      .filter((route) => (access as string[]).includes(route.access))
      // The moderation desk is the not-found page to these people, after a 404
      // from GET /api/admin/me that the browser logs (safety.spec.ts opens it).
      .filter((route) => route.id !== 'admin')
      .map((route) =>
        route.path.replace(/:(\w+)/g, (_, name: string) => {
          const id = ids[name];
          if (!id) throw new Error(`no id for :${name} in ${route.path}`);
          return id;
        }),
      )
  );
}

test('no page scrolls sideways at 320 px, signed out, as a host or as a helper', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';

  for (const path of pathsFor(['public'], {})) await expectNoSidewaysScroll(page, path);

  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', {
    fullName: 'Henrietta Montgomery-Vasconcelos',
  });
  const property = (await listedProperty(page.request, origin, {
    title: `The old olive press and farmhouse above the river ${randomUUID().slice(0, 4)}`,
    type: 'farm',
    city: 'Vila Nova de Milfontes',
    country: 'PT',
    description: 'Olives, goats and a long table under the fig tree.',
  })) as { id: string; inviteCode: string };

  // A helper with a long name who asked to stay, was accepted, and has an
  // agreement waiting for their signature, a chore and a conversation.
  const helper = await newHelper(browser, origin, info, 'Nadia Okonkwo-Balakrishnan');
  const request = await api(
    helper.context.request,
    origin,
    'post',
    `/api/properties/${property.id}/requests`,
    { startDate: day(5), endDate: day(40), message: 'I love olives.', answers: [] },
  );
  await api(page.request, origin, 'post', `/api/stay-requests/${request.id}/accept`, {});
  const thread = await (
    await page.request.get(`/api/properties/${property.id}/agreements/${helper.id}`)
  ).json();
  await api(
    page.request,
    origin,
    'post',
    `/api/properties/${property.id}/agreements/${helper.id}`,
    thread.draft,
  );
  const chore = await api(page.request, origin, 'post', '/api/chores', {
    propertyId: property.id,
    title: 'Prune the lower terrace of olive trees before the rains come',
    group: 'Garden',
    points: 15,
    assigneeId: helper.id,
    dueAt: `${day(3)}T10:00:00.000Z`,
  });
  const conversation = await api(helper.context.request, origin, 'post', '/api/conversations', {
    propertyId: property.id,
  });
  await api(
    helper.context.request,
    origin,
    'post',
    `/api/conversations/${conversation.id}/messages`,
    { id: randomUUID(), content: 'Is there room for a bicycle in the barn?' },
  );

  // A finished stay for the review pages (issue 14): a second helper joins
  // by the code and is removed; the host's To write tab holds the stay.
  const leaver = await newHelper(browser, origin, info, 'Bartholomew Featherstonehaugh');
  await api(leaver.context.request, origin, 'post', `/api/invites/${property.inviteCode}/join`, {});
  await api(
    page.request,
    origin,
    'post',
    `/api/properties/${property.id}/members/${leaver.id}/remove`,
    {},
  );
  await leaver.context.close();
  const toWrite = await (await page.request.get('/api/reviews?tab=to-write')).json();

  const ids = {
    stayId: toWrite.items[0].id as string,
    propertyId: property.id,
    helperId: helper.id,
    choreId: chore.id,
    conversationId: conversation.id,
    inviteCode: property.inviteCode,
  };
  for (const path of pathsFor(['signed-in', 'host'], ids)) {
    await expectNoSidewaysScroll(page, path);
  }
  // Profile's tabs are one route: each tab's cards (the email change, the
  // export and deletion cards of issue 19) are swept too.
  for (const tab of ['security', 'notifications', 'data']) {
    await expectNoSidewaysScroll(page, `/profile?tab=${tab}`);
  }
  for (const path of pathsFor(['signed-in', 'helper'], ids)) {
    await expectNoSidewaysScroll(helper.page, path);
  }
  expect(helper.errors).toEqual([]);
  await helper.context.close();
});
