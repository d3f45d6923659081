// PUT /api/userregistrationcode/{id}: switches a device on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { deviceKeys } from './get-devices.ts';

export const toggleDevice = ({ id, active }: { id: number; active: boolean }) =>
  http.put<Device>(`/api/userregistrationcode/${id}`, { active });

export function useToggleDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
