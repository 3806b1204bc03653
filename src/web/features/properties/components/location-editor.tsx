import { type MapPoint, PLACE_LIMITS } from '@shared/api/places';
import type { HostPropertyView } from '@shared/api/properties';
import type { MapBounds } from '@web/components/map/types';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { Crosshair, LocateFixed, MapPinOff, MapPinPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiErrorText } from '../error-text';
import { useRemoveLocation, useSaveLocation } from '../location-api';
import {
  checkPin,
  draftOf,
  type PinDraft,
  type PinErrors,
  pinOf,
  samePoint,
} from '../location-values';
import { useDeviceLocation } from '../use-device-location';
import { MapSlot } from './map-slot';
import { OpenStreetMapLink } from './where-section';

/** Before anything is placed: the whole world. A placed pin: close enough to see the street. */
const WORLD = { center: { lat: 20, lng: 0 }, zoom: 2 };
const PIN_ZOOM = 15;
const EMPTY: PinDraft = { lat: '', lng: '' };

/** The middle of what the map shows (an area across the antimeridian has west > east). */
function middleOf(bounds: MapBounds): MapPoint {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  return { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + east) / 2 };
}

/**
 * What "Location on the map" holds (in a chunk of its own: the host's alone,
 * and saving needs the network anyway): the rule, then the editor, or an
 * invitation to place a property that is not on the map yet.
 */
export function LocationBody({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  const saved = property.location
    ? { lat: property.location.lat, lng: property.location.lng }
    : null;
  const [editing, setEditing] = useState(false);
  return (
    <>
      <p className="text-body-sm text-muted-foreground">
        {t('location.explain', { km: PLACE_LIMITS.publicRadiusMetres / 1000 })}
      </p>
      {saved || editing ? (
        <LocationEditor property={property} saved={saved} onClose={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-4">
          <div>
            <p className="font-semibold">{t('location.emptyTitle')}</p>
            <p className="text-body-sm text-muted-foreground">{t('location.emptyText')}</p>
          </div>
          <Button onClick={() => setEditing(true)}>
            <MapPinPlus aria-hidden="true" />
            {t('location.place')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The host's pin: the map, the device's location, the fields, Save and Remove. */
function LocationEditor({
  property,
  saved,
  onClose,
}: {
  property: HostPropertyView;
  saved: MapPoint | null;
  /** Back to the empty state (cancelled before the first save, or removed). */
  onClose: () => void;
}) {
  const { t } = useTranslation('properties');
  const save = useSaveLocation(property.id);
  const remove = useRemoveLocation(property.id);
  const [draft, setDraft] = useState<PinDraft>(saved ? draftOf(saved) : EMPTY);
  const [errors, setErrors] = useState<PinErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The map's view moves only when the host asks it to (typed coordinates, their
  // location), never under their hand while they drag the pin.
  const [view, setView] = useState(saved ? { center: saved, zoom: PIN_ZOOM } : WORLD);
  const [note, setNote] = useState<string | null>(null);
  // Where the map is now, once it has loaded: a click needs a pin to move, so
  // before the first one the host puts it in the middle of the map.
  const [middle, setMiddle] = useState<MapPoint | null>(null);
  const mapZoom = useRef(view.zoom);
  // The pin the map is given: moves the map made itself (drag, arrow keys,
  // click) are already on it, and giving them back would redraw the marker
  // and take the keyboard focus off it.
  const [mapPin, setMapPin] = useState<MapPoint | null>(saved);
  const pin = pinOf(draft);

  /** A place chosen off the map (the device, the middle of the map): the pin goes there. */
  function placeAt(point: MapPoint) {
    setDraft(draftOf(point));
    setMapPin(point);
    setErrors({});
  }

  const device = useDeviceLocation((point) => {
    placeAt(point);
    setView({ center: point, zoom: PIN_ZOOM });
    setNote(t('location.found'));
  });

  /** The host moved the pin on the map. */
  function moved(point: MapPoint) {
    setDraft(draftOf(point));
    setErrors({});
    setNote(null);
  }

  function type(key: keyof PinDraft, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    setNote(null);
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    const point = pinOf(next);
    if (point) {
      setMapPin(point);
      setView({ center: point, zoom: Math.max(mapZoom.current, 10) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPin(draft);
    setErrors(found);
    setProblem(null);
    const point = pinOf(draft);
    if (!point) return;
    runMutation(save, point, {
      onSuccess: () => toast.success(t('location.saved')),
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && error.fields.length > 0) {
          setProblem(error.fieldMessage('lat') ?? error.fieldMessage('lng') ?? error.message);
          return;
        }
        toast.error(t('location.saveFailed'), { description: apiErrorText(error) });
      },
    });
  }

  const errorText = (key: keyof PinDraft) => {
    const kind = errors[key];
    if (!kind) return undefined;
    if (kind === 'required') return t(`location.errors.${key}Required`);
    if (kind === 'number') return t('location.errors.number');
    return t(`location.errors.${key}Range`);
  };

  const statusText = device.state.status === 'locating' ? t('location.locating') : note;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('location.title')}
    >
      <MapSlot
        map={{
          ariaLabel: t('location.mapLabel', { title: property.title }),
          center: view.center,
          zoom: view.zoom,
          pin: mapPin ?? undefined,
          draggablePin: true,
          pinLabel: t('location.pinLabel'),
          onPinMove: moved,
          onMoveEnd: (bounds, zoom) => {
            mapZoom.current = zoom;
            setMiddle(middleOf(bounds));
          },
        }}
      />
      <p className="text-caption text-muted-foreground">{t('location.mapHint')}</p>
      <div className="flex flex-wrap items-start gap-2">
        {!mapPin && middle ? (
          <Button variant="outline" onClick={() => placeAt(middle)}>
            <Crosshair aria-hidden="true" />
            {t('location.pinHere')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          onClick={device.locate}
          disabled={device.state.status === 'locating'}
          aria-busy={device.state.status === 'locating' || undefined}
        >
          <LocateFixed aria-hidden="true" />
          {t('location.useMine')}
        </Button>
      </div>
      <p role="status" className="text-body-sm text-muted-foreground empty:hidden">
        {statusText}
      </p>
      {device.state.status === 'failed' ? (
        <p role="alert" className="text-body-sm text-destructive">
          {t(`location.device.${device.state.problem}`)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('location.latitude')}
          hint={t('location.latHint')}
          error={errorText('lat')}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              value={draft.lat}
              onChange={(event) => type('lat', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('location.longitude')}
          hint={t('location.lngHint')}
          error={errorText('lng')}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              value={draft.lng}
              onChange={(event) => type('lng', event.target.value)}
            />
          )}
        </Field>
      </div>
      {problem ? (
        <p role="alert" className="text-body-sm font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('common:actions.saving') : t('location.save')}
        </Button>
        {saved ? (
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
            <MapPinOff aria-hidden="true" />
            {t('location.remove')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        )}
      </div>
      {saved && samePoint(saved, pin) ? <OpenStreetMapLink point={saved} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('location.removeTitle', { title: property.title })}
        description={t('location.removeDescription')}
        confirmLabel={t('location.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          runMutation(remove, undefined, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
              toast.success(t('location.removed'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(t('location.removeFailed'), { description: apiErrorText(error) });
            },
          })
        }
      />
    </form>
  );
}
