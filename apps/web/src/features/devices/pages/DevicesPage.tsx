import Delete from '@mui/icons-material/Delete';
import DevicesOther from '@mui/icons-material/DevicesOther';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Device, formatDate } from '@tessera/domain';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useVersion } from '../../../lib/api/version.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDevice } from '../api/delete-device.ts';
import { useDevices } from '../api/get-devices.ts';
import { useRegisterDevice } from '../api/register-device.ts';
import { useToggleDevice } from '../api/toggle-device.ts';
import {
  browserDeviceId,
  browserDeviceParams,
  DEVICE_ID_KEY,
  localDeviceName,
} from '../deviceParams.ts';

const FALLBACK_VERSION = '0.1.0';

/** The signed-in user's devices: register this browser, switch on/off, delete (SPEC §6; super
 * admins only, by route). */
export default function DevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('devices.title'));
  const devices = useDevices();
  // The running version, for the device's appVersion; without it a fallback is sent.
  const version = useVersion({ meta: { silent: true } }).data?.version;
  const register = useRegisterDevice();
  const toggle = useToggleDevice();
  const remove = useDeleteDevice();
  const [confirm, confirmDialog] = useConfirm();

  const thisDeviceId = localStorage.getItem(DEVICE_ID_KEY);
  const rows = devices.data ?? [];
  const registered = rows.some((d) => d.deviceId === thisDeviceId);

  const registerThis = () =>
    register.mutate(
      {
        deviceId: browserDeviceId(),
        params: browserDeviceParams(navigator.userAgent, version ?? FALLBACK_VERSION),
      },
      { onSuccess: () => notify.success(t('devices.registered')) },
    );

  const askDelete = async (d: Device) => {
    const yes = await confirm({
      title: t('devices.deleteTitle'),
      message: t('devices.deleteMessage', { name: localDeviceName(d.deviceName, t) }),
      cancelLabel: t('devices.cancel'),
      confirmLabel: t('devices.confirmDelete'),
    });
    if (yes) remove.mutate(d.id, { onSuccess: () => notify.success(t('devices.deleted')) });
  };

  const registerButton = (
    <Button variant="contained" onClick={registerThis} disabled={register.isPending}>
      {t(registered ? 'devices.registerAgain' : 'devices.register')}
    </Button>
  );
  const empty = devices.isSuccess && rows.length === 0;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('devices.intro')}</Typography>
      {/* None yet: the button is the empty state's action. */}
      {empty ? (
        <EmptyState icon={<DevicesOther />} action={registerButton}>
          {t('devices.empty')}
        </EmptyState>
      ) : (
        <Box>{registerButton}</Box>
      )}
      {rows.length > 0 && (
        <List aria-label={t('devices.title')}>
          {rows.map((d) => {
            const label = localDeviceName(d.deviceName, t) || d.deviceId;
            return (
              <ListItem
                key={d.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('devices.delete', { name: label })}
                    onClick={() => askDelete(d)}
                  >
                    <Delete />
                  </IconButton>
                }
                sx={{ pr: 7 }}
              >
                <Switch
                  edge="start"
                  checked={d.active}
                  disabled={toggle.isPending}
                  onChange={(e) =>
                    toggle.mutate(
                      { id: d.id, active: e.target.checked },
                      { onSuccess: () => notify.success(t('devices.updated')) },
                    )
                  }
                  slotProps={{
                    input: { 'aria-label': t('devices.active', { name: label }) },
                  }}
                  sx={{ mr: 1 }}
                />
                <ListItemText
                  primary={
                    d.deviceId === thisDeviceId ? `${label} · ${t('devices.thisBrowser')}` : label
                  }
                  secondary={[
                    d.deviceType,
                    d.appVersion && `v${d.appVersion}`,
                    t(d.active ? 'devices.on' : 'devices.off'),
                    d.updatedAt && formatDate(d.updatedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {confirmDialog}
    </Stack>
  );
}
