import {
  type HostPropertyView,
  propertyCreateSchema,
  propertyUpdateSchema,
} from '@shared/api/properties';
import type { PropertyStatus, PropertyType } from '@shared/api/property-fields';
import { translate } from '@web/lib/i18n/i18n';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import type { z } from 'zod';

/** The property form's fields, as the controls hold them (text, and a list of amenities). */
export interface PropertyFormValues {
  title: string;
  type: PropertyType | '';
  description: string;
  address: string;
  city: string;
  region: string;
  country: string;
  postalCode: string;
  amenities: string[];
  houseRules: string;
  helpersWanted: string;
  status: PropertyStatus;
}

export type PropertyFieldName = keyof PropertyFormValues;

/** In the order the form shows them (the first in error gets focus). */
export const PROPERTY_FIELD_ORDER: readonly PropertyFieldName[] = [
  'title',
  'type',
  'description',
  'address',
  'city',
  'region',
  'country',
  'postalCode',
  'amenities',
  'houseRules',
  'helpersWanted',
  'status',
];

export const emptyPropertyValues: PropertyFormValues = {
  title: '',
  type: '',
  description: '',
  address: '',
  city: '',
  region: '',
  country: '',
  postalCode: '',
  amenities: [],
  houseRules: '',
  helpersWanted: '1',
  status: 'draft',
};

export function valuesFromProperty(property: HostPropertyView): PropertyFormValues {
  return {
    title: property.title,
    type: property.type,
    description: property.description ?? '',
    address: property.address ?? '',
    city: property.city,
    region: property.region ?? '',
    country: property.country,
    postalCode: property.postalCode ?? '',
    amenities: [...property.amenities],
    houseRules: property.houseRules ?? '',
    helpersWanted: String(property.helpersWanted),
    status: property.status,
  };
}

function body(values: PropertyFormValues) {
  return {
    title: values.title,
    type: values.type === '' ? undefined : values.type,
    description: values.description,
    address: values.address,
    city: values.city,
    region: values.region,
    country: values.country,
    postalCode: values.postalCode,
    amenities: values.amenities,
    houseRules: values.houseRules,
    helpersWanted: values.helpersWanted.trim() === '' ? Number.NaN : Number(values.helpersWanted),
  };
}

/** Words for the two pickers, clearer than the schema's list of codes. */
function friendlier(values: PropertyFormValues, errors: FieldErrors): FieldErrors {
  const next: FieldErrors = { ...errors };
  if (next.type && values.type === '') next.type = translate('properties', 'form.typeRequired');
  if (next.country && values.country === '')
    next.country = translate('properties', 'form.countryRequired');
  return next;
}

/** Checks a new property with the shared create schema; the status is set after creating. */
export function validateNewProperty(
  values: PropertyFormValues,
):
  | { ok: true; data: z.output<typeof propertyCreateSchema> }
  | { ok: false; errors: FieldErrors<PropertyFieldName> } {
  const checked = validateForm(propertyCreateSchema, body(values));
  if (checked.ok) return checked;
  return { ok: false, errors: friendlier(values, checked.errors) };
}

/** Checks an edit with the shared update schema (every field, and the status). */
export function validatePropertyUpdate(
  values: PropertyFormValues,
):
  | { ok: true; data: z.output<typeof propertyUpdateSchema> }
  | { ok: false; errors: FieldErrors<PropertyFieldName> } {
  const checked = validateForm(propertyUpdateSchema, { ...body(values), status: values.status });
  if (checked.ok) return checked;
  return { ok: false, errors: friendlier(values, checked.errors) };
}
