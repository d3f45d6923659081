// POST /api/app/userregistrationcode/save/{deviceId}: registers (or refreshes) a device.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceParams } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { deviceKeys } from './get-devices.ts';

export const registerDevice = ({ deviceId, params }: { deviceId: string; params: DeviceParams }) =>
  api.post('/api/app/userregistrationcode/save/{deviceId}', { path: { deviceId }, body: params });

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
