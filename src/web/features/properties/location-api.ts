import type { PinInput, PropertyLocation } from '@shared/api/places';
import type { PropertyDetails } from '@shared/api/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { propertyKeys, refreshPropertyLists } from './api';

/*
 * Where a property is (issue 18; contract @shared/api/places): its host puts
 * the exact pin or takes it off the map. The property's page reads the pin
 * back from its details, and Explore's map and distance read it too, so both
 * are refreshed after a change.
 */

const encode = encodeURIComponent;

/** Shows the new pin at once, then reads the property and the lists again. */
function useRefreshLocation(propertyId: string) {
  const client = useQueryClient();
  return (location: PropertyLocation | null) => {
    client.setQueryData<PropertyDetails>(propertyKeys.detail(propertyId), (current) =>
      current ? { ...current, location } : current,
    );
    return Promise.all([
      client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
      refreshPropertyLists(client),
    ]);
  };
}

/** PUT /api/properties/:id/location: the host places the exact pin. */
export function useSaveLocation(propertyId: string) {
  const refresh = useRefreshLocation(propertyId);
  return useMutation({
    mutationFn: (pin: PinInput) =>
      api.put<PropertyLocation>(`/api/properties/${encode(propertyId)}/location`, pin),
    onSuccess: (location) => refresh(location),
  });
}

/** DELETE /api/properties/:id/location: off the map again. */
export function useRemoveLocation(propertyId: string) {
  const refresh = useRefreshLocation(propertyId);
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/properties/${encode(propertyId)}/location`),
    onSuccess: () => refresh(null),
  });
}
