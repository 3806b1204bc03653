import type { Availability, HelpWindow, HelpWindowInput } from '@shared/api/help-windows';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { exploreRootKey, propertyKeys } from './api';

/*
 * Help windows and the availability calendar (issue 18; contract
 * @shared/api/help-windows). A window's change refreshes the calendar and
 * Explore (its 'available between' filter reads the windows).
 */

const encode = encodeURIComponent;

export const availabilityKey = (propertyId: string) =>
  [...propertyKeys.all, 'availability', propertyId] as const;

export const availabilityQuery = (propertyId: string) =>
  queryOptions({
    queryKey: availabilityKey(propertyId),
    queryFn: ({ signal }) =>
      api.get<Availability>(`/api/properties/${encode(propertyId)}/availability`, { signal }),
  });

/** The property's help windows and its weeks from this one on. */
export function useAvailability(propertyId: string) {
  return useQuery(availabilityQuery(propertyId));
}

function useRefreshAvailability(propertyId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: availabilityKey(propertyId) }),
      client.invalidateQueries({ queryKey: exploreRootKey }),
    ]);
}

/** Adds a help window (the property's host). */
export function useAddHelpWindow(propertyId: string) {
  const refresh = useRefreshAvailability(propertyId);
  return useMutation({
    mutationFn: (input: HelpWindowInput) =>
      api.post<HelpWindow>(`/api/properties/${encode(propertyId)}/help-windows`, input),
    onSuccess: refresh,
  });
}

/** Removes a help window (the property's host). */
export function useDeleteHelpWindow(propertyId: string) {
  const refresh = useRefreshAvailability(propertyId);
  return useMutation({
    mutationFn: (windowId: string) =>
      api.delete<void>(`/api/properties/${encode(propertyId)}/help-windows/${encode(windowId)}`),
    onSuccess: refresh,
  });
}
