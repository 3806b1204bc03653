import { invitationCreateSchema } from '@shared/api/memberships';
import type { PropertyCard } from '@shared/api/properties';
import { Select } from '@web/components/select';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { formatDay } from '@web/lib/labels/property-labels';
import { validateForm } from '@web/lib/zod-form';
import { CircleCheck, Mail, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvitations, useInviteByEmail } from '../api';

/** Invite someone by email to a property: they get the join link (and sign up through it if new). */
export function InviteByEmail({ properties }: { properties: readonly PropertyCard[] }) {
  const { t } = useTranslation('memberships');
  const [email, setEmail] = useState('');
  const [propertyId, setPropertyId] = useState(properties[0]?.id ?? '');
  const [errors, setErrors] = useState<{ email?: string; property?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const invite = useInviteByEmail();
  const invitations = useInvitations(propertyId || undefined);
  const property = properties.find((p) => p.id === propertyId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(invitationCreateSchema, { email });
    const found = {
      ...(checked.ok
        ? {}
        : {
            email: checked.errors.email,
          }),
      ...(propertyId ? {} : { property: t('invite.propertyRequired') }),
    };
    if (!checked.ok || !propertyId) {
      setErrors(found);
      if (found.email) emailRef.current?.focus();
      return;
    }
    setErrors({});
    invite.mutate(
      { propertyId, body: checked.data },
      {
        onSuccess: (sent) => {
          setEmail('');
          toast.success(t('invite.sentToast'), {
            description: property
              ? t('invite.sentToastText', { email: sent.email, property: property.title })
              : t('invite.sentToastTextNoTitle', { email: sent.email }),
          });
        },
        onError: (error) => {
          const message = isApiError(error)
            ? (error.fieldMessage('email') ?? error.message)
            : undefined;
          if (message) {
            setErrors({ email: message });
            emailRef.current?.focus();
          } else toast.error(t('invite.failed'));
        },
      },
    );
  }

  const list = invitations.data?.items ?? [];
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Mail aria-hidden="true" className="size-4.5" />
        </span>
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('invite.title')}
        </h2>
      </div>
      <p className="text-body-sm text-muted-foreground">{t('invite.text')}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('invite.title')}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label={t('invite.email')} error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              ref={emailRef}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (errors.email) setErrors((e) => ({ ...e, email: undefined }));
              }}
              placeholder={t('invite.emailPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('invite.property')} error={errors.property} required>
          {(control) => (
            <Select
              {...control}
              value={propertyId}
              onChange={(event) => setPropertyId(event.target.value)}
            >
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <SubmitButton
            pending={invite.isPending}
            pendingLabel={t('invite.sending')}
            className="w-full sm:w-auto"
          >
            <Send aria-hidden="true" />
            {t('invite.submit')}
          </SubmitButton>
        </div>
      </form>
      {list.length > 0 ? (
        <div className="border-t border-border pt-4">
          <h3 className="mb-2 text-body-sm font-semibold">
            {property
              ? t('invite.invitedTo', { property: property.title })
              : t('invite.invitedToNoTitle')}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {list.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 text-body-sm">
                <span className="truncate">{item.email}</span>
                <span className="flex shrink-0 items-center gap-1 text-caption text-muted-foreground">
                  {item.status === 'joined' ? (
                    <>
                      <CircleCheck aria-hidden="true" className="size-3.5 text-success" />
                      {t('invite.joined')}
                    </>
                  ) : (
                    t('invite.invitedOn', { day: formatDay(item.lastSentAt) })
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
