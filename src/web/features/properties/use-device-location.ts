import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the device gave no position: each one is said differently to the person. */
export type DeviceLocationProblem = 'refused' | 'unavailable' | 'timeout' | 'unsupported';

export type DeviceLocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; problem: DeviceLocationProblem };

/** How long the device may take before the person is told it timed out. */
const TIMEOUT_MS = 15_000;

function problemOf(error: GeolocationPositionError): DeviceLocationProblem {
  if (error.code === error.PERMISSION_DENIED || error.code === 1) return 'refused';
  if (error.code === error.TIMEOUT || error.code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * The device's own position (navigator.geolocation), asked for only when the
 * person presses the button: the browser asks them first, and a refusal,
 * no fix or a timeout comes back as a problem to explain, not an exception.
 */
export function useDeviceLocation(onFound: (point: { lat: number; lng: number }) => void) {
  const [state, setState] = useState<DeviceLocationState>({ status: 'idle' });
  const mounted = useRef(true);
  const found = useRef(onFound);
  found.current = onFound;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'failed', problem: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        setState({ status: 'idle' });
        found.current({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        if (mounted.current) setState({ status: 'failed', problem: problemOf(error) });
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, []);

  return { state, locate };
}
