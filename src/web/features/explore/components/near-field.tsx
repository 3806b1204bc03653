import type { PlaceSuggestion } from '@shared/api/places';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { countryName } from '@web/lib/labels/property-labels';
import { LoaderCircle, Navigation, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../api';
import type { NearPoint } from '../filters';

type LocateProblem = 'refused' | 'unavailable' | 'timeout' | 'unsupported';

/** A position rounded to about 100 m: enough for distances, and no more than that is sent. */
const rounded = (v: number) => Math.round(v * 1000) / 1000;

/** The device's position, asked for when the button is pressed; a refusal is a problem to explain. */
function useNearMe(onFound: (near: NearPoint) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocateProblem | null>(null);
  const found = useRef(onFound);
  found.current = onFound;
  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    setProblem(null);
    if (!geolocation) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        found.current({
          lat: rounded(position.coords.latitude),
          lng: rounded(position.coords.longitude),
          label: '',
        });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === 1 ? 'refused' : error.code === 3 ? 'timeout' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return { locating, problem, locate };
}

const placeLabel = (place: PlaceSuggestion) =>
  [place.city, place.region, countryName(place.country)].filter(Boolean).join(', ');

/**
 * 'Near': a town of the listed properties (an ARIA combobox over GET
 * /api/explore/places) or the device's position ('Near me'). Choosing sets
 * the point distances are measured from; emptying the field drops it.
 */
export function NearField({
  value,
  onChange,
}: {
  value: NearPoint | null;
  onChange: (next: NearPoint | null) => void;
}) {
  const { t } = useTranslation('explore');
  const id = useId();
  const inputId = `${id}-near`;
  const listId = `${id}-towns`;
  const problemId = `${id}-problem`;
  const shown = value ? value.label || t('filters.nearYou') : '';
  const [text, setText] = useState(shown);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A point chosen elsewhere (Back, a chip removed, 'Near me') shows here.
  useEffect(() => setText(shown), [shown]);

  const typing = open && text.trim() !== shown;
  const suggestions = usePlaceSuggestions(typing ? text : '');
  const places = typing ? (suggestions.data?.places ?? []) : [];
  const expanded = typing && text.trim().length >= 2 && !suggestions.isPending;
  const nearMe = useNearMe((near) => {
    onChange(near);
    setOpen(false);
  });

  const choose = (place: PlaceSuggestion) => {
    const label = placeLabel(place);
    setText(label);
    setOpen(false);
    setActive(-1);
    onChange({ lat: place.lat, lng: place.lng, label });
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={inputId}>{t('filters.near')}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Input
            id={inputId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded && places.length > 0}
            aria-controls={listId}
            aria-activedescendant={
              expanded && active >= 0 && places[active] ? `${listId}-${active}` : undefined
            }
            aria-describedby={nearMe.problem ? problemId : undefined}
            autoComplete="off"
            placeholder={t('filters.nearPlaceholder')}
            value={text}
            maxLength={60}
            className={value ? 'pr-10' : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (event.target.value.trim() === '' && value) onChange(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              // What was typed and not chosen does not stay to mislead.
              setText(shown);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && expanded && places.length > 0) {
                event.preventDefault();
                setActive((i) => (i + 1) % places.length);
              } else if (event.key === 'ArrowUp' && expanded && places.length > 0) {
                event.preventDefault();
                setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
              } else if (event.key === 'Enter' && expanded) {
                const place = places[Math.max(active, 0)];
                if (place) {
                  event.preventDefault();
                  choose(place);
                }
              } else if (event.key === 'Escape' && expanded) {
                event.preventDefault();
                setOpen(false);
                setText(shown);
              }
            }}
          />
          {value ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={t('filters.nearClear')}
              className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={t('filters.towns')}
            hidden={!expanded || places.length === 0}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lifted"
          >
            {places.map((place, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern: focus stays in the field, aria-activedescendant points here
              <div
                key={`${place.city}|${place.region}|${place.country}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Chosen on mouse down, before the field loses focus and closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                className={cn(
                  'flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-body-sm',
                  index === active
                    ? 'bg-primary-soft text-primary-soft-foreground'
                    : 'hover:bg-muted',
                )}
              >
                <span className="min-w-0 truncate">{placeLabel(place)}</span>
                <span className="shrink-0 text-caption text-muted-foreground">
                  {t('filters.townCount', { count: place.count })}
                </span>
              </div>
            ))}
          </div>
          {expanded && places.length === 0 ? (
            <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-border bg-card px-3 py-2 text-body-sm text-muted-foreground shadow-lifted">
              {t('filters.noTown')}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          onClick={nearMe.locate}
          disabled={nearMe.locating}
          aria-describedby={nearMe.problem ? problemId : undefined}
        >
          {nearMe.locating ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <Navigation aria-hidden="true" />
          )}
          {nearMe.locating ? t('filters.locating') : t('filters.nearMe')}
        </Button>
      </div>
      <p id={problemId} role="status" className="text-body-sm text-destructive empty:hidden">
        {nearMe.problem ? t(`filters.locateProblem.${nearMe.problem}`) : ''}
      </p>
      <p className="sr-only" aria-live="polite">
        {expanded ? t('filters.townsFound', { count: places.length }) : ''}
      </p>
    </div>
  );
}
