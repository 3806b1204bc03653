import { CHORE_MESSAGES } from '@shared/api/chores';
import { useHostProperties, useProperty, useTerms } from '@web/features/properties/api';
import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { choreGroupOptions } from '@web/lib/labels/chore-labels';
import type { FieldErrors } from '@web/lib/zod-form';
import { useMemo } from 'react';
import { choreErrorText, choreMessage, useChoreGroups } from './api';
import { CHORE_FIELD_ORDER, type ChoreFieldName } from './chore-form-values';
import type { MemberOption, PropertyOption } from './components/chore-form';

/**
 * What the chore form offers for a property: the host's properties, that
 * property's active members, the groups (defaults and the host's own) and
 * the property's default points.
 */
export function useChoreFormData(propertyId: string) {
  const list = useHostProperties();
  const properties: PropertyOption[] = useMemo(
    () =>
      (list.data?.pages.flatMap((page) => page.items) ?? []).map(({ id, title }) => ({
        id,
        title,
      })),
    [list.data],
  );
  const property = useProperty(propertyId || undefined);
  const terms = useTerms(propertyId || undefined);
  const groupsQuery = useChoreGroups();

  const members: MemberOption[] | null = useMemo(() => {
    if (!propertyId) return [];
    const view = property.data;
    if (!view) return null;
    if (view.view !== 'host') return [];
    return view.members.map(({ helper }) => ({
      id: helper.id,
      name: helper.fullName ?? translate('chores', 'person.helper'),
    }));
  }, [propertyId, property.data]);

  const groups = useMemo(
    () =>
      choreGroupOptions([
        ...(groupsQuery.data?.defaults ?? []),
        ...(groupsQuery.data?.custom ?? []),
      ]),
    [groupsQuery.data],
  );

  const defaultPoints =
    terms.data?.terms?.defaultChorePoints !== undefined
      ? String(terms.data.terms.defaultChorePoints)
      : '';

  return {
    properties,
    propertiesLoading: list.isPending,
    propertiesError: list.isError ? list.error : null,
    refetchProperties: () => list.refetch(),
    members,
    groups,
    defaultPoints,
    termsLoaded: !propertyId || !terms.isPending,
  };
}

/** Which field a server refusal is about, so it shows next to it. */
const messageField: Record<string, ChoreFieldName> = {
  [CHORE_MESSAGES.unknownGroup]: 'group',
  [CHORE_MESSAGES.notMember]: 'assigneeId',
  [CHORE_MESSAGES.assigneeLocked]: 'assigneeId',
};

/** A failed save as field errors (400 with fields, known 422s) or one form-level message. */
export function choreSaveErrors(error: unknown): {
  fields: FieldErrors<ChoreFieldName>;
  form: string | null;
} {
  if (!isApiError(error)) return { fields: {}, form: translate('chores', 'form.saveFailed') };
  const fields: FieldErrors<ChoreFieldName> = {};
  for (const name of CHORE_FIELD_ORDER) {
    const message = error.fieldMessage(name === 'dueDate' ? 'dueAt' : name);
    if (message) fields[name] = message;
  }
  const known = messageField[error.serverMessage];
  if (known) fields[known] = choreMessage(error.serverMessage);
  return { fields, form: Object.keys(fields).length > 0 ? null : (choreErrorText(error) ?? null) };
}
