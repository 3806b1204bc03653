import type {
  ChosenRole,
  CustomChoreGroupsUpdate,
  Profile,
  ProfileUpdate,
} from '@shared/api/profile';
import { UNEXPECTED_ERROR_MESSAGE } from '@shared/errors';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { rememberPoints } from '@web/lib/session/local-user-state';
import { sessionQueryKey, useSession } from '@web/lib/session/session';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';

/*
 * Your own profile (contract: @shared/api/profile). Every write answers with
 * the whole profile, which replaces the cached one; a write that can change
 * what the session shows (name, role) also refetches the session.
 */

export const profileQueryKey = ['profile', 'me'] as const;

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await api.get<Profile>('/api/profile', signal ? { signal } : {});
  // SPEC 3: helpers' points are kept locally too.
  if (profile.role === 'helper') rememberPoints(profile.points);
  return profile;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchProfile(signal),
});

/** The signed-in user's profile; idle while nobody is signed in. */
export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileQueryOptions, enabled: session.status === 'signed-in' });
}

/** The key the shell's drawer reads the profile under (features/shell/api.ts). */
const SHELL_PROFILE_KEY = ['profile'] as const;

/**
 * Puts a fresh profile in the cache: ours, and the shell's copy (drawer
 * avatar, points) under its own key when it holds one.
 */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(profileQueryKey, profile);
  if (queryClient.getQueryData(SHELL_PROFILE_KEY) !== undefined) {
    queryClient.setQueryData(SHELL_PROFILE_KEY, profile);
  }
  if (profile.role === 'helper') rememberPoints(profile.points);
}

function useProfileWrite<TVariables>(
  write: (variables: TVariables) => Promise<Profile>,
  options: { refreshSession?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (profile) => {
      storeProfile(queryClient, profile);
      if (options.refreshSession)
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const updateProfile = (body: ProfileUpdate) => api.patch<Profile>('/api/profile', body);
export const chooseRole = (role: ChosenRole) => api.post<Profile>('/api/profile/role', { role });
export const updateCustomChoreGroups = (body: CustomChoreGroupsUpdate) =>
  api.put<Profile>('/api/profile/custom-chore-groups', body);

export const useUpdateProfile = () => useProfileWrite(updateProfile, { refreshSession: true });
export const useChooseRole = () => useProfileWrite(chooseRole, { refreshSession: true });
export const useUpdateCustomChoreGroups = () => useProfileWrite(updateCustomChoreGroups);

/** POST /api/profile/avatar with upload progress. Rejects with ApiError like the client. */
export function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Profile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<Profile>('/api/profile/avatar', form, onProgress, signal);
}

/** The avatar upload as a mutation, with its progress in percent (null when idle). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadAvatar(file, setProgress, controller.current.signal);
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
    onSettled: () => setProgress(null),
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
}

/* SPEC 8: which toast a failed profile call shows. */

export type ProfileAction = 'fetch' | 'update' | 'upload' | 'customGroups';

/** The texts of a failed action, in the language on screen (keys under `errors.<action>`). */
const texts = (action: ProfileAction) => ({
  auth: translate('profile', `errors.${action}.auth`),
  title: translate('profile', `errors.${action}.title`),
  generic: translate('profile', `errors.${action}.generic`),
});

/**
 * The toast for a failed profile call: 'Authentication Error' when signed
 * out, the action's title with the server's message when it sent one, else
 * the generic 'Error' with 'Failed to …'.
 */
export function profileErrorToast(action: ProfileAction, error: unknown) {
  const text = texts(action);
  if (isApiError(error) && error.status === 401) {
    return { title: translate('profile', 'errors.authTitle'), description: text.auth };
  }
  const hasServerMessage =
    isApiError(error) &&
    error.status > 0 &&
    error.code !== 'invalid_response' &&
    error.message.trim() !== '' &&
    error.serverMessage !== UNEXPECTED_ERROR_MESSAGE &&
    error.message !== translate('common', 'errors.unexpected');
  if (hasServerMessage) return { title: text.title, description: error.message };
  return { title: translate('common', 'errors.genericTitle'), description: text.generic };
}

/**
 * Shows that toast. Pages of other features call it too (role select), so the
 * profile texts are loaded first when that page had no need of them yet.
 */
export function showProfileError(action: ProfileAction, error: unknown) {
  const show = () => {
    const { title, description } = profileErrorToast(action, error);
    toast.error(title, { description });
  };
  if (i18n.hasLoadedNamespace('profile')) show();
  else void i18n.loadNamespaces('profile').then(show, show);
}
