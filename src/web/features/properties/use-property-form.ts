import { isApiError } from '@web/lib/api-client';
import type { FieldErrors } from '@web/lib/zod-form';
import { useCallback, useRef, useState } from 'react';
import {
  PROPERTY_FIELD_ORDER,
  type PropertyFieldName,
  type PropertyFormValues,
} from './property-form-values';

/**
 * The property form's state: values, the message next to each field, and
 * focus on the first field in error (from the shared schema or the server).
 */
export function usePropertyForm(initial: PropertyFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<PropertyFieldName>>({});
  const [saved, setSaved] = useState(initial);
  const elements = useRef(new Map<PropertyFieldName, HTMLElement>());

  const setField = useCallback(
    <K extends PropertyFieldName>(name: K, value: PropertyFormValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    [],
  );

  const register = useCallback(
    (name: PropertyFieldName) => (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  const showErrors = useCallback((found: FieldErrors<PropertyFieldName>) => {
    setErrors(found);
    const first = PROPERTY_FIELD_ORDER.find((name) => found[name]);
    if (first) elements.current.get(first)?.focus();
  }, []);

  /** Puts the server's per-field messages next to their fields; true when there were any. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error)) return false;
      const found: FieldErrors<PropertyFieldName> = {};
      for (const name of PROPERTY_FIELD_ORDER) {
        const message = error.fieldMessage(name);
        if (message) found[name] = message;
      }
      if (Object.keys(found).length === 0) return false;
      showErrors(found);
      return true;
    },
    [showErrors],
  );

  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  return {
    values,
    errors,
    setField,
    register,
    showErrors,
    showServerErrors,
    dirty,
    /** After a save: these values are the saved ones. */
    markSaved: (next: PropertyFormValues) => {
      setSaved(next);
      setValues(next);
    },
  };
}
