import {
  DATES_FULL_MESSAGE,
  DATES_NOT_OPEN_MESSAGE,
  HELP_WINDOW_LIMITS,
  type HelpWindow,
  TOO_MANY_WINDOWS_MESSAGE,
  WINDOW_OUTSIDE_TERMS_MESSAGE,
  WINDOW_OVERLAP_MESSAGE,
  WINDOW_TOO_LONG_MESSAGE,
} from '@shared/api/help-windows';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { formatDayRange } from '@web/lib/labels/property-labels';
import { runMutation } from '@web/lib/run-mutation';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAddHelpWindow, useAvailability, useDeleteHelpWindow } from '../help-windows-api';
import { WeeksCalendar } from './availability-calendar';
import { DetailSection } from './property-overview';

/** The server's help-window rules the catalogue says in every language. */
const KNOWN: Record<string, string> = {
  [WINDOW_OVERLAP_MESSAGE]: 'windows.errors.overlap',
  [WINDOW_OUTSIDE_TERMS_MESSAGE]: 'windows.errors.outsideTerms',
  [WINDOW_TOO_LONG_MESSAGE]: 'windows.errors.tooLong',
  [TOO_MANY_WINDOWS_MESSAGE]: 'windows.errors.tooMany',
  [DATES_NOT_OPEN_MESSAGE]: 'errors.datesNotOpen',
  [DATES_FULL_MESSAGE]: 'errors.datesFull',
  'A help window cannot end in the past': 'windows.errors.past',
};

/** A failed help-window or stay-request call, in the reader's language. */
export function helpWindowErrorText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const key = KNOWN[error.serverMessage];
  return key ? translate('discovery', key) : error.message;
}

type Draft = { startDate: string; endDate: string; helpersWanted: string };
type Errors = Partial<Record<keyof Draft | 'form', string>>;
const EMPTY: Draft = { startDate: '', endDate: '', helpersWanted: '1' };

/** The host's help windows: the list, a form to add one, and the weeks they make. */
export function HelpWindowsSection({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('discovery');
  const availability = useAvailability(propertyId);
  return (
    <DetailSection title={t('windows.title')} icon={CalendarPlus}>
      <p className="text-body-sm text-muted-foreground">{t('windows.description')}</p>
      {availability.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{t('calendar.loading')}</span>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : availability.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-body-sm">
          <p>{t('calendar.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => availability.refetch()}>
            {t('calendar.retry')}
          </Button>
        </div>
      ) : (
        <>
          <WindowList propertyId={propertyId} windows={availability.data.windows} />
          <AddWindowForm propertyId={propertyId} />
          {availability.data.weeks.length > 0 ? (
            <WeeksCalendar weeks={availability.data.weeks} />
          ) : null}
        </>
      )}
    </DetailSection>
  );
}

function WindowList({ propertyId, windows }: { propertyId: string; windows: HelpWindow[] }) {
  const { t } = useTranslation('discovery');
  const remove = useDeleteHelpWindow(propertyId);
  if (windows.length === 0)
    return <p className="text-body-sm text-muted-foreground">{t('windows.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('windows.listLabel')}>
      {windows.map((window) => {
        const range = formatDayRange(window.startDate, window.endDate);
        return (
          <li
            key={window.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2"
          >
            <span className="min-w-0 text-body-sm">
              <span className="block font-semibold">{range}</span>
              <span className="text-muted-foreground">
                {t('windows.helpers', { count: window.helpersWanted })}
              </span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('windows.remove', { range })}
              disabled={remove.isPending}
              onClick={() =>
                runMutation(remove, window.id, {
                  onSuccess: () => toast.success(t('windows.removed')),
                  onError: (error) =>
                    toast.error(t('windows.failed'), { description: helpWindowErrorText(error) }),
                })
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AddWindowForm({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('discovery');
  const add = useAddHelpWindow(propertyId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  function check(): Errors {
    const found: Errors = {};
    if (!draft.startDate) found.startDate = t('windows.errors.startRequired');
    if (!draft.endDate) found.endDate = t('windows.errors.endRequired');
    else if (draft.startDate && draft.endDate < draft.startDate)
      found.endDate = t('windows.errors.endBeforeStart');
    const helpers = Number(draft.helpersWanted);
    if (
      !Number.isInteger(helpers) ||
      helpers < HELP_WINDOW_LIMITS.helpersMin ||
      helpers > HELP_WINDOW_LIMITS.helpersMax
    )
      found.helpersWanted = t('windows.errors.helpers', {
        min: HELP_WINDOW_LIMITS.helpersMin,
        max: HELP_WINDOW_LIMITS.helpersMax,
      });
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    runMutation(
      add,
      {
        startDate: draft.startDate,
        endDate: draft.endDate,
        helpersWanted: Number(draft.helpersWanted),
      },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          toast.success(t('windows.added'));
        },
        onError: (error) => setErrors({ form: helpWindowErrorText(error) ?? t('windows.failed') }),
      },
    );
  }

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={t('windows.add')}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('windows.start')} error={errors.startDate} required>
          {(control) => (
            <Input {...control} type="date" value={draft.startDate} onChange={set('startDate')} />
          )}
        </Field>
        <Field label={t('windows.end')} error={errors.endDate} required>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              onChange={set('endDate')}
            />
          )}
        </Field>
        <Field label={t('windows.helpersWanted')} error={errors.helpersWanted} required>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={HELP_WINDOW_LIMITS.helpersMin}
              max={HELP_WINDOW_LIMITS.helpersMax}
              value={draft.helpersWanted}
              onChange={set('helpersWanted')}
            />
          )}
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className="text-body-sm font-semibold text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="self-start" disabled={add.isPending}>
        <CalendarPlus aria-hidden="true" />
        {t('windows.add')}
      </Button>
    </form>
  );
}
