/**
 * Runs a mutation with its screen's callbacks (toast, navigate, close a
 * dialog). React Query skips the callbacks given to `mutate()` once the
 * component has unmounted, and a success often unmounts it here (an approved
 * chore's buttons, a fulfilled redemption's card): the promise still settles.
 */
export function runMutation<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  handlers: {
    onSuccess?: (data: TData) => void;
    onError?: (error: unknown) => void;
    onSettled?: () => void;
  } = {},
): void {
  mutation.mutateAsync(variables).then(
    (data) => {
      handlers.onSettled?.();
      handlers.onSuccess?.(data);
    },
    (error: unknown) => {
      handlers.onSettled?.();
      handlers.onError?.(error);
    },
  );
}
