// PUT /api/userregistrationcode/{id}: switches a device on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { deviceKeys } from './get-devices.ts';

export const toggleDevice = ({ id, active }: { id: number; active: boolean }) =>
  api.put('/api/userregistrationcode/{id}', { path: { id }, body: { active } });

export function useToggleDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
