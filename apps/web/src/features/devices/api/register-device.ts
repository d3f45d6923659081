// POST /api/app/userregistrationcode/save/{deviceId}: registers (or refreshes) a device.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceParams } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { deviceKeys } from './get-devices.ts';

export const registerDevice = ({ deviceId, params }: { deviceId: string; params: DeviceParams }) =>
  http.post<Device>(`/api/app/userregistrationcode/save/${encodeURIComponent(deviceId)}`, params);

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
